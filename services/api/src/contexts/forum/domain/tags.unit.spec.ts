import type { ForumTagEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { ForumTagIntoItselfError, ForumTagNotFoundError, ForumTagTakenError } from './errors';
import { forumTagsDecider } from './tags';

const now = new Date(Date.UTC(2026, 0, 5, 10)).toISOString();
const base = { byId: 'm1', now };
const merged: ForumTagEvent = { type: 'ForumTagsMerged', data: { tag: 'oszustwo', into: 'oszustwa', byId: 'm1', mergedAt: now } };

describe('forum tags', () => {
  const spec = deciderSpec(forumTagsDecider);

  it('makes a tag nobody used yet, once', () => {
    spec
      .given([])
      .when({ type: 'CreateForumTag', ...base, tag: 'porady', exists: false })
      .then([{ type: 'ForumTagCreated', data: { tag: 'porady', byId: 'm1', createdAt: now } }]);
    spec
      .given([])
      .when({ type: 'CreateForumTag', ...base, tag: 'porady', exists: true })
      .then([]);
  });

  it('merges a tag in use into another, once; never into itself or into nothing', () => {
    const merge = { type: 'MergeForumTags' as const, ...base, tag: 'oszustwo', into: 'oszustwa', exists: true, targetExists: true };
    spec.given([]).when(merge).then([merged]);
    spec
      .given([merged])
      .when({ ...merge, exists: false })
      .then([]);
    spec
      .given([])
      .when({ ...merge, into: 'oszustwo' })
      .thenThrows(ForumTagIntoItselfError);
    spec
      .given([])
      .when({ ...merge, targetExists: false })
      .thenThrows(ForumTagNotFoundError);
    spec
      .given([])
      .when({ ...merge, exists: false })
      .thenThrows(ForumTagNotFoundError);
    // A tag merged away is gone even while the read model still lists it.
    spec
      .given([merged])
      .when({ ...merge, tag: 'porady', into: 'oszustwo' })
      .thenThrows(ForumTagNotFoundError);
  });

  it('renames to a text no tag has; an existing one is a conflict (merge instead)', () => {
    const rename = { type: 'RenameForumTag' as const, ...base, tag: 'porady', to: 'rady', exists: true, targetExists: false };
    spec
      .given([])
      .when(rename)
      .then([{ type: 'ForumTagRenamed', data: { tag: 'porady', to: 'rady', byId: 'm1', renamedAt: now } }]);
    spec
      .given([])
      .when({ ...rename, targetExists: true })
      .thenThrows(ForumTagTakenError);
    spec
      .given([])
      .when({ ...rename, to: 'porady' })
      .then([]);
  });

  it('archives once', () => {
    const archive = { type: 'ArchiveForumTag' as const, ...base, tag: 'porady', exists: true };
    const archived: ForumTagEvent = { type: 'ForumTagArchived', data: { tag: 'porady', byId: 'm1', archivedAt: now } };
    spec.given([]).when(archive).then([archived]);
    spec.given([archived]).when(archive).then([]);
    spec
      .given([])
      .when({ ...archive, exists: false })
      .thenThrows(ForumTagNotFoundError);
  });
});
