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
  editWindowMinutes: 60,
  trustedAfterHours: 24,
  trustedAfterPosts: 2,
  topicsPerPage: 20,
  postsPerPage: 20,
  /** Longest topic slug made from a title (a suffix `-n` may follow). */
  topicSlug: 80,
} as const;
