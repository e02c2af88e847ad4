import { assertNever, FORUM_TAG_EVENTS, type ForumTagEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { ForumTagIntoItselfError, ForumTagNotFoundError, ForumTagTakenError } from './errors';

/**
 * The tags staff keep (stream `forum-tags`). Members make tags by using them, so which tags exist is read by the
 * handler from the topics (`exists`, `targetExists`); the stream remembers what staff did to them: those renamed or
 * merged away are gone for good, archived ones stay archived.
 */
export interface ForumTagsState {
  gone: ReadonlySet<string>;
  archived: ReadonlySet<string>;
  created: ReadonlySet<string>;
}

export const initialForumTagsState = (): ForumTagsState => ({ gone: new Set(), archived: new Set(), created: new Set() });

const plus = (set: ReadonlySet<string>, tag: string) => new Set([...set, tag]);
const minus = (set: ReadonlySet<string>, tag: string) => new Set([...set].filter((t) => t !== tag));

export function evolveForumTags(state: ForumTagsState, event: ForumTagEvent): ForumTagsState {
  switch (event.type) {
    case 'ForumTagCreated':
      return { ...state, created: plus(state.created, event.data.tag), gone: minus(state.gone, event.data.tag) };
    case 'ForumTagRenamed':
      return { ...state, gone: plus(state.gone, event.data.tag), created: plus(minus(state.created, event.data.tag), event.data.to) };
    case 'ForumTagsMerged':
      return { ...state, gone: plus(state.gone, event.data.tag), created: minus(state.created, event.data.tag) };
    case 'ForumTagArchived':
      return { ...state, archived: plus(state.archived, event.data.tag) };
    default:
      return assertNever(event);
  }
}

interface Base {
  tag: string;
  byId: string;
  now: string;
  /** Topics carry the tag, or staff made it (read by the handler from the read model). */
  exists: boolean;
}
export interface CreateForumTag extends Base {
  type: 'CreateForumTag';
}
export interface RenameForumTag extends Base {
  type: 'RenameForumTag';
  to: string;
  targetExists: boolean;
}
export interface MergeForumTags extends Base {
  type: 'MergeForumTags';
  into: string;
  targetExists: boolean;
}
export interface ArchiveForumTag extends Base {
  type: 'ArchiveForumTag';
}
export type ForumTagCommand = CreateForumTag | RenameForumTag | MergeForumTags | ArchiveForumTag;

/** Repeating what already holds decides nothing (a retried request, a form sent twice). */
export function decideForumTags(command: ForumTagCommand, state: ForumTagsState): ForumTagEvent[] {
  const { tag, byId, now } = command;
  const live = (t: string, exists: boolean) => (exists || state.created.has(t)) && !state.gone.has(t);
  switch (command.type) {
    case 'CreateForumTag':
      return live(tag, command.exists) ? [] : [{ type: 'ForumTagCreated', data: { tag, byId, createdAt: now } }];
    case 'RenameForumTag':
      if (command.to === tag) return [];
      if (!live(tag, command.exists)) throw new ForumTagNotFoundError();
      if (live(command.to, command.targetExists)) throw new ForumTagTakenError();
      return [{ type: 'ForumTagRenamed', data: { tag, to: command.to, byId, renamedAt: now } }];
    case 'MergeForumTags':
      if (command.into === tag) throw new ForumTagIntoItselfError();
      if (!live(tag, command.exists)) {
        if (state.gone.has(tag)) return [];
        throw new ForumTagNotFoundError();
      }
      if (!live(command.into, command.targetExists)) throw new ForumTagNotFoundError('into');
      return [{ type: 'ForumTagsMerged', data: { tag, into: command.into, byId, mergedAt: now } }];
    case 'ArchiveForumTag':
      if (!live(tag, command.exists)) throw new ForumTagNotFoundError();
      return state.archived.has(tag) ? [] : [{ type: 'ForumTagArchived', data: { tag, byId, archivedAt: now } }];
    default:
      return assertNever(command);
  }
}

export const forumTagsDecider: Decider<ForumTagCommand, ForumTagEvent, ForumTagsState> = {
  events: FORUM_TAG_EVENTS,
  initialState: initialForumTagsState,
  evolve: evolveForumTags,
  decide: decideForumTags,
};
