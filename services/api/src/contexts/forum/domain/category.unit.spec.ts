import type { ForumCategoryEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { forumCategoryDecider } from './category';
import { ForumCategoryNotFoundError } from './errors';

const now = new Date(Date.UTC(2026, 0, 5, 10)).toISOString();
const base = { categoryId: 'c1', now };
const created: ForumCategoryEvent = {
  type: 'ForumCategoryCreated',
  data: { categoryId: 'c1', slug: 'bezpieczenstwo', name: 'Bezpieczeństwo', description: '', position: 1, createdAt: now },
};
const archived: ForumCategoryEvent = { type: 'ForumCategoryArchived', data: { categoryId: 'c1', archivedAt: now } };

describe('forum category', () => {
  const spec = deciderSpec(forumCategoryDecider);
  const create = {
    type: 'CreateForumCategory' as const,
    ...base,
    slug: 'bezpieczenstwo',
    name: 'Bezpieczeństwo',
    description: '',
    position: 1,
  };

  it('is created once', () => {
    spec.given([]).when(create).then([created]);
    spec.given([created]).when(create).then([]);
  });

  it('records only what a change changes', () => {
    spec
      .given([created])
      .when({ type: 'ChangeForumCategory', ...base, name: 'Bezpieczeństwo', description: 'O oszustwach', position: 3 })
      .then([
        { type: 'ForumCategoryDescribed', data: { categoryId: 'c1', description: 'O oszustwach', describedAt: now } },
        { type: 'ForumCategoryMoved', data: { categoryId: 'c1', position: 3, movedAt: now } },
      ]);
    spec
      .given([created])
      .when({ type: 'ChangeForumCategory', ...base, name: 'Ostrzeżenia' })
      .then([{ type: 'ForumCategoryRenamed', data: { categoryId: 'c1', name: 'Ostrzeżenia', renamedAt: now } }]);
    spec
      .given([created])
      .when({ type: 'ChangeForumCategory', ...base, position: 1 })
      .then([]);
    spec
      .given([])
      .when({ type: 'ChangeForumCategory', ...base, name: 'x' })
      .thenThrows(ForumCategoryNotFoundError);
    spec
      .given([created, archived])
      .when({ type: 'ChangeForumCategory', ...base, name: 'x' })
      .thenThrows(ForumCategoryNotFoundError);
  });

  it('is archived once', () => {
    spec
      .given([created])
      .when({ type: 'ArchiveForumCategory', ...base })
      .then([archived]);
    spec
      .given([created, archived])
      .when({ type: 'ArchiveForumCategory', ...base })
      .then([]);
    spec
      .given([])
      .when({ type: 'ArchiveForumCategory', ...base })
      .thenThrows(ForumCategoryNotFoundError);
  });
});
