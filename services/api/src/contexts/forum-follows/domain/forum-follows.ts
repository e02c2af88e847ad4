import {
  assertNever,
  FORUM_FOLLOW_EVENTS,
  MAX_FORUM_FOLLOWS,
  type ForumDigestTopic,
  type ForumFollowEvent,
  type ForumFollowKind,
} from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';

/** One member's follows (`{kind}:{id}`), their digest setting and the last day a digest was compiled for. */
export interface ForumFollowsState {
  follows: Set<string>;
  digest: boolean;
  lastDigestDay: string | null;
}

export const initialForumFollowsState = (): ForumFollowsState => ({ follows: new Set(), digest: false, lastDigestDay: null });

const keyOf = (kind: ForumFollowKind, targetId: string) => `${kind}:${targetId}`;

export function evolveForumFollows(state: ForumFollowsState, event: ForumFollowEvent): ForumFollowsState {
  switch (event.type) {
    case 'ForumFollowed':
      return { ...state, follows: new Set(state.follows).add(keyOf(event.data.kind, event.data.targetId)) };
    case 'ForumUnfollowed': {
      const follows = new Set(state.follows);
      follows.delete(keyOf(event.data.kind, event.data.targetId));
      return { ...state, follows };
    }
    case 'ForumDigestChanged':
      return { ...state, digest: event.data.digest };
    case 'ForumDigestCompiled':
      return { ...state, lastDigestDay: event.data.day };
    default:
      return assertNever(event);
  }
}

interface Base {
  accountId: string;
  now: string;
}
/** `exists`: whether the topic (readable) or category (open) is there now (the handler reads it; a decider does not read). */
export interface Follow extends Base {
  type: 'Follow';
  kind: ForumFollowKind;
  targetId: string;
  exists: boolean;
}
export interface Unfollow extends Base {
  type: 'Unfollow';
  kind: ForumFollowKind;
  targetId: string;
}
/** The member's own setting (`via: account`) or a digest's one-click link (`via: unsubscribe`, always off). */
export interface SetForumDigest extends Base {
  type: 'SetForumDigest';
  digest: boolean;
  via: 'account' | 'unsubscribe';
}
/** The digest worker: the day's e-mail of what became readable in what the member follows. */
export interface CompileForumDigest extends Base {
  type: 'CompileForumDigest';
  day: string;
  topics: ForumDigestTopic[];
}
export type ForumFollowsCommand = Follow | Unfollow | SetForumDigest | CompileForumDigest;

export class TooManyForumFollowsError extends DomainError {
  override readonly name = 'TooManyForumFollowsError';
  constructor() {
    super('invalid', 'forumFollows:tooMany', `at most ${MAX_FORUM_FOLLOWS} follows`);
  }
}

export class ForumFollowTargetNotFoundError extends DomainError {
  override readonly name = 'ForumFollowTargetNotFoundError';
  constructor() {
    super('not_found', 'forumFollows:targetNotFound', 'no such topic or category');
  }
}

/**
 * Every change is idempotent: following what one follows, leaving what one does not, a setting it already has, a
 * digest of a day already compiled (or with the e-mail off) — each decides nothing. Leaving needs no target: a topic
 * deleted since is left all the same.
 */
export function decideForumFollows(command: ForumFollowsCommand, state: ForumFollowsState): ForumFollowEvent[] {
  const { accountId, now } = command;
  switch (command.type) {
    case 'Follow': {
      const { kind, targetId } = command;
      if (state.follows.has(keyOf(kind, targetId))) return [];
      if (!command.exists) throw new ForumFollowTargetNotFoundError();
      if (state.follows.size >= MAX_FORUM_FOLLOWS) throw new TooManyForumFollowsError();
      return [{ type: 'ForumFollowed', data: { accountId, kind, targetId, followedAt: now } }];
    }
    case 'Unfollow': {
      const { kind, targetId } = command;
      if (!state.follows.has(keyOf(kind, targetId))) return [];
      return [{ type: 'ForumUnfollowed', data: { accountId, kind, targetId, unfollowedAt: now } }];
    }
    case 'SetForumDigest':
      if (command.digest === state.digest) return [];
      return [{ type: 'ForumDigestChanged', data: { accountId, digest: command.digest, via: command.via, changedAt: now } }];
    case 'CompileForumDigest': {
      if (!state.digest || !command.topics.length) return [];
      if (state.lastDigestDay !== null && state.lastDigestDay >= command.day) return [];
      return [{ type: 'ForumDigestCompiled', data: { accountId, day: command.day, topics: command.topics, compiledAt: now } }];
    }
  }
}

export const forumFollowsDecider: Decider<ForumFollowsCommand, ForumFollowEvent, ForumFollowsState> = {
  events: FORUM_FOLLOW_EVENTS,
  initialState: initialForumFollowsState,
  evolve: evolveForumFollows,
  decide: decideForumFollows,
};
