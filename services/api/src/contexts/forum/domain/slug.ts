import { assertNever, FORUM_LIMITS, FORUM_SLUG_EVENTS, slugify, type ForumSlugEvent, type ForumSlugKind } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { ForumSlugTakenError } from './errors';

export interface ForumSlugState {
  holder: string | null;
}

export const evolveForumSlug = (state: ForumSlugState, event: ForumSlugEvent): ForumSlugState => {
  switch (event.type) {
    case 'ForumSlugClaimed':
      return { holder: event.data.ownerId };
    default:
      return assertNever(event.type);
  }
};

export interface ClaimForumSlug {
  type: 'ClaimForumSlug';
  kind: ForumSlugKind;
  slug: string;
  ownerId: string;
  now: string;
}

/** First come, first served, for good: the owner's own claim again (a retry) decides nothing. */
export function decideForumSlug(command: ClaimForumSlug, state: ForumSlugState): ForumSlugEvent[] {
  if (state.holder === command.ownerId) return [];
  if (state.holder !== null) throw new ForumSlugTakenError();
  const { kind, slug, ownerId, now } = command;
  return [{ type: 'ForumSlugClaimed', data: { kind, slug, ownerId, claimedAt: now } }];
}

export const forumSlugDecider: Decider<ClaimForumSlug, ForumSlugEvent, ForumSlugState> = {
  events: FORUM_SLUG_EVENTS,
  initialState: () => ({ holder: null }),
  evolve: evolveForumSlug,
  decide: decideForumSlug,
};

/**
 * The addresses a topic titled `title` tries, in order: the title's slug, then `-2`, `-3`…, and last one made
 * unique by the topic's own id, so a popular title ("Pytanie") never runs out of tries.
 */
export function topicSlugCandidates(title: string, topicId: string, lastNumber = 8): string[] {
  const base = slugify(title).slice(0, FORUM_LIMITS.topicSlug).replace(/-+$/, '') || 'temat';
  const numbered = Array.from({ length: Math.max(0, lastNumber - 1) }, (_, i) => `${base}-${i + 2}`);
  return [base, ...numbered, `${base}-${topicId.slice(0, 8)}`];
}
