import { FORUM_LIMITS } from '@anonse/contracts';

export interface AuthorStanding {
  staff: boolean;
  /** When the account was registered (null: the read model does not know it yet, so the account is brand new). */
  registeredAt: string | null;
  /** The author's posts others can read. */
  publishedPosts: number;
}

/**
 * The queue rule (docs/architecture.md § The forum): staff never wait; anyone else's post waits for a moderator until their
 * account is `trustedAfterHours` old and `trustedAfterPosts` of their posts were approved. Spam comes from fresh
 * accounts, so both must hold: an old account that never posted and a fresh one with a burst of posts both wait.
 */
export function postIsHeld(author: AuthorStanding, now: string): boolean {
  return !memberIsTrusted(author, now);
}

/**
 * The same rule for a member's flags: only a trusted member's flag counts towards hiding a post on its own, so a
 * burst of fresh accounts cannot take a post down (their flags still reach the moderators).
 */
export function memberIsTrusted(member: AuthorStanding, now: string): boolean {
  if (member.staff) return true;
  if (member.registeredAt === null) return false;
  const ageHours = (Date.parse(now) - Date.parse(member.registeredAt)) / 3_600_000;
  return ageHours >= FORUM_LIMITS.trustedAfterHours && member.publishedPosts >= FORUM_LIMITS.trustedAfterPosts;
}
