import { z } from 'zod';
import { code } from '../messages';

// The limits are zod-free, for the pages' forms.
export * from './forum-follow-limits';

/** PUT /api/user/forum-follows/digest: the daily e-mail of new activity in what one follows, on or off. */
export const ForumDigestInput = z.object({ digest: z.boolean() });
export type ForumDigestInput = z.infer<typeof ForumDigestInput>;

export const FollowedTopicDto = z.object({ id: z.string(), slug: z.string(), title: z.string(), followedAt: z.string() });
export type FollowedTopicDto = z.infer<typeof FollowedTopicDto>;
export const FollowedCategoryDto = z.object({ id: z.string(), slug: z.string(), name: z.string(), followedAt: z.string() });
export type FollowedCategoryDto = z.infer<typeof FollowedCategoryDto>;

/** GET /api/user/forum-follows: what the member follows (newest first) and whether the daily e-mail is on. */
export const ForumFollowsDto = z.object({
  digest: z.boolean(),
  topics: z.array(FollowedTopicDto),
  categories: z.array(FollowedCategoryDto),
  limit: z.number().int(),
});
export type ForumFollowsDto = z.infer<typeof ForumFollowsDto>;

/** POST /api/forum-follows/unsubscribe?token=… (the digest's link; no session). */
export const ForumDigestUnsubscribeQuery = z.object({
  token: z.string().regex(/^[0-9a-f-]{36}\.[0-9a-f]{64}$/, { message: code('forumFollows:invalidToken') }),
});
export type ForumDigestUnsubscribeQuery = z.infer<typeof ForumDigestUnsubscribeQuery>;
export const ForumDigestUnsubscribeResult = z.object({ digest: z.literal(false) });
export type ForumDigestUnsubscribeResult = z.infer<typeof ForumDigestUnsubscribeResult>;
