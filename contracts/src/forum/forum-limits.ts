import type { Locale } from '../i18n';
import { href } from '../routes/route-table';

/**
 * The forum's limits, zod-free so the browser's forms count against them without the schema library. The queue
 * rule (docs/architecture.md § The forum): a post waits for a moderator unless its author is staff, or their account is at
 * least `trustedAfterHours` old and already has `trustedAfterPosts` approved posts.
 */
export const FORUM_LIMITS = {
  categorySlug: 60,
  categoryName: 80,
  categoryDescription: 300,
  title: 150,
  titleMin: 5,
  body: 20_000,
  tag: 30,
  tags: 5,
  reason: 500,
  /** A flag's optional note. */
  flagNote: 1000,
  trustedAfterHours: 24,
  trustedAfterPosts: 2,
  topicsPerPage: 20,
  postsPerPage: 20,
  /** Members one post may mention (`@login`) and so notify. */
  mentions: 5,
  /** Longest topic slug made from a title (a suffix `-n` may follow). */
  topicSlug: 80,
} as const;

/**
 * Why a member flags a post; each flag becomes a report of the moderation queue, where `underage` and `coercion`
 * head the list as they do for ads (docs/architecture.md § The forum).
 */
export const FORUM_FLAG_REASONS = ['underage', 'coercion', 'harassment', 'personal_data', 'scam', 'spam', 'other'] as const;
export type ForumFlagReason = (typeof FORUM_FLAG_REASONS)[number];

/** A post's address: its topic's page that holds it (`?after=` past the first) and `#post-n`. */
export function forumPostHref(topicSlug: string, number: number, locale: Locale): string {
  const after = Math.floor((number - 1) / FORUM_LIMITS.postsPerPage) * FORUM_LIMITS.postsPerPage;
  return `${href('forumTopic', locale, { slug: topicSlug })}${after > 0 ? `?after=${after}` : ''}#post-${number}`;
}
