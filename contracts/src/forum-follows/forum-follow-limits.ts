/** What a member follows: a topic (its new replies) or a category (its new topics). Zod-free, for the pages' forms. */
export const FORUM_FOLLOW_KINDS = ['topic', 'category'] as const;
export type ForumFollowKind = (typeof FORUM_FOLLOW_KINDS)[number];

/** Topics and categories one member may follow at once (a follow costs a row and a notice per new post). */
export const MAX_FORUM_FOLLOWS = 200;
