import { z } from 'zod';
import { code } from '../messages';
import { EntityId, text } from '../text';
import { FORUM_FLAG_REASONS, FORUM_LIMITS } from './forum-limits';

export { FORUM_FLAG_REASONS, FORUM_LIMITS, forumPostHref, type ForumFlagReason } from './forum-limits';

export const ForumCategorySlug = text({ min: 1, max: FORUM_LIMITS.categorySlug }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  message: code('forum:invalidSlug'),
});
/** A tag: lower-case words of letters and digits (an address's `{tag}` too). */
export const ForumTagText = text({ min: 1, max: FORUM_LIMITS.tag })
  .toLowerCase()
  .regex(/^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u, { message: code('forum:invalidTag') });
/** Markdown with something to read in it: `**` or `> ` alone renders as nothing. */
const Body = text({ min: 1, max: FORUM_LIMITS.body, multiline: true }).refine((v) => /[\p{L}\p{N}]/u.test(v), {
  message: code('forum:emptyBody'),
});
const Title = text({ min: FORUM_LIMITS.titleMin, max: FORUM_LIMITS.title }).refine((v) => /[\p{L}\p{N}]/u.test(v), {
  message: code('forum:emptyBody'),
});
/** A form without JavaScript sends tags as one comma-separated field; the API takes that or a list. */
const Tags = z
  .union([z.array(z.string()), z.string().transform((v) => v.split(','))])
  .transform((tags) => tags.map((t) => t.trim()).filter(Boolean))
  .pipe(z.array(ForumTagText).max(FORUM_LIMITS.tags))
  .transform((tags) => [...new Set(tags)]);

/** POST /api/admin/forum/topics/{topicId}/posts/{postId}/hide: why (kept in the event for the audit timeline). */
export const HideForumPostInput = z.object({ reason: text({ min: 1, max: FORUM_LIMITS.reason, multiline: true }) }).strict();
export type HideForumPostInput = z.infer<typeof HideForumPostInput>;

/** POST /api/forum/topics/{topicId}/posts/{postId}/flags: a member's report of a post (one per member and post). */
export const FlagForumPostInput = z
  .object({
    reason: z.enum(FORUM_FLAG_REASONS),
    note: text({ max: FORUM_LIMITS.flagNote, multiline: true }).default(''),
  })
  .strict();
export type FlagForumPostInput = z.infer<typeof FlagForumPostInput>;

/** POST /api/forum/admin/categories */
export const CreateForumCategoryInput = z
  .object({
    slug: ForumCategorySlug,
    name: text({ min: 1, max: FORUM_LIMITS.categoryName }),
    description: text({ max: FORUM_LIMITS.categoryDescription, multiline: true }).default(''),
    position: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .strict();
export type CreateForumCategoryInput = z.infer<typeof CreateForumCategoryInput>;

/** PATCH /api/forum/admin/categories/{id}: any of rename, describe, move. */
export const UpdateForumCategoryInput = z
  .object({
    name: text({ min: 1, max: FORUM_LIMITS.categoryName }).optional(),
    description: text({ max: FORUM_LIMITS.categoryDescription, multiline: true }).optional(),
    position: z.coerce.number().int().min(0).max(10_000).optional(),
  })
  .strip();
export type UpdateForumCategoryInput = z.infer<typeof UpdateForumCategoryInput>;

/** POST /api/admin/forum/tags: a tag made by staff before anyone uses it. */
export const CreateForumTagInput = z.object({ tag: ForumTagText }).strict();
export type CreateForumTagInput = z.infer<typeof CreateForumTagInput>;

/** POST /api/admin/forum/tags/{tag}/rename: a new text for the tag (its topics follow). */
export const RenameForumTagInput = z.object({ to: ForumTagText }).strict();
export type RenameForumTagInput = z.infer<typeof RenameForumTagInput>;

/** POST /api/admin/forum/tags/{tag}/merge: its topics move to `into`, and the tag is gone. */
export const MergeForumTagInput = z.object({ into: ForumTagText }).strict();
export type MergeForumTagInput = z.infer<typeof MergeForumTagInput>;

/** A tag as staff see it: how many topics others can read carry it. */
export const ForumTagDto = z.object({ tag: z.string(), topicCount: z.number().int(), archived: z.boolean() });
export type ForumTagDto = z.infer<typeof ForumTagDto>;

/** POST /api/forum/topics (JSON, or the add-topic page's form). */
export const StartTopicInput = z.object({ categoryId: EntityId, title: Title, body: Body, tags: Tags.default([]) }).strip();
export type StartTopicInput = z.infer<typeof StartTopicInput>;

/** POST /api/forum/topics/{topicId}/posts */
export const ReplyInput = z.object({ body: Body }).strip();
export type ReplyInput = z.infer<typeof ReplyInput>;

/** PUT /api/forum/topics/{topicId}/posts/{postId}: the author's correction (`title` on the opening post only). */
export const EditForumPostInput = z.object({ title: Title.optional(), body: Body }).strip();
export type EditForumPostInput = z.infer<typeof EditForumPostInput>;

/** POST /api/forum/admin/queue/{topicId}/{postId}/reject */
/** POST /api/admin/forum/topics/{topicId}/move: the category the topic goes to. */
export const MoveForumTopicInput = z.object({ categoryId: EntityId }).strict();
export type MoveForumTopicInput = z.infer<typeof MoveForumTopicInput>;

/** POST /api/admin/forum/topics/{topicId}/merge: the topic that takes in this one's posts. */
export const MergeForumTopicInput = z.object({ intoTopicId: EntityId }).strict();
export type MergeForumTopicInput = z.infer<typeof MergeForumTopicInput>;

/** POST /api/admin/forum/bans: keep an account from posting on the forum, with the reason (staff read it). */
export const BanFromForumInput = z
  .object({ accountId: EntityId, reason: text({ min: 1, max: FORUM_LIMITS.reason, multiline: true }) })
  .strict();
export type BanFromForumInput = z.infer<typeof BanFromForumInput>;

/** An account kept from posting on the forum. */
export const ForumBanDto = z.object({
  accountId: z.string(),
  login: z.string().nullable(),
  reason: z.string(),
  bannedBy: z.string(),
  bannedAt: z.string(),
});
export type ForumBanDto = z.infer<typeof ForumBanDto>;

export const RejectForumPostInput = z.object({ reason: text({ min: 1, max: FORUM_LIMITS.reason, multiline: true }) }).strict();
export type RejectForumPostInput = z.infer<typeof RejectForumPostInput>;

/** GET /api/forum/categories/{slug}/topics?after= (a page's `next`) or ?before= (a page's `prev`) */
export const ForumTopicListQuery = z.object({ after: text({ max: 200 }).optional(), before: text({ max: 200 }).optional() });
export type ForumTopicListQuery = z.infer<typeof ForumTopicListQuery>;

/** GET /api/forum/topics/{slug}?after=n: posts numbered after n. */
export const ForumTopicQuery = z.object({ after: z.coerce.number().int().min(0).max(1_000_000).optional() });
export type ForumTopicQuery = z.infer<typeof ForumTopicQuery>;

export const ForumPostStatus = z.enum(['queued', 'published', 'rejected']);
export type ForumPostStatus = z.infer<typeof ForumPostStatus>;

export const ForumCategoryDto = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
  /** Topics and posts others can read (queued and deleted ones do not count). */
  topicCount: z.number().int(),
  postCount: z.number().int(),
  lastActivityAt: z.string().nullable(),
  lastTopic: z.object({ slug: z.string(), title: z.string() }).nullable(),
});
export type ForumCategoryDto = z.infer<typeof ForumCategoryDto>;

const Author = z.object({ id: z.string(), login: z.string().nullable() });

export const ForumTopicSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  author: Author,
  /** Published posts, the opening one included. */
  postCount: z.number().int(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
  status: ForumPostStatus,
  /** No more replies (staff locked it). */
  locked: z.boolean(),
  /** First in its section's list (staff pinned it). */
  pinned: z.boolean(),
});
export type ForumTopicSummary = z.infer<typeof ForumTopicSummary>;

export const ForumTopicList = z.object({
  category: ForumCategoryDto,
  items: z.array(ForumTopicSummary),
  /** The `after` of the next page, null on the last one. */
  next: z.string().nullable(),
  /** The `before` of the previous page: '' when that is the first page (no cursor), null on the first page. */
  prev: z.string().nullable(),
});
export type ForumTopicList = z.infer<typeof ForumTopicList>;

export const ForumPostDto = z.object({
  id: z.string(),
  number: z.number().int(),
  author: Author,
  /** Its author deleted their account: the words are shredded (`html` is empty) and the author shows as a deleted user. */
  erased: z.boolean(),
  /** Rendered once by the read side from Markdown with HTML off, and sanitised. */
  html: z.string(),
  status: ForumPostStatus,
  /** Staff took it out of others' sight (only staff get it, marked). */
  hidden: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Until when the reader may still correct it (their own post, inside the edit window); null for anyone else. */
  editableUntil: z.string().nullable(),
});
export type ForumPostDto = z.infer<typeof ForumPostDto>;

/** GET /api/forum/topics/{topicId}/posts/{postId}/source: a readable post's Markdown (to quote it, or to edit one's own). */
export const ForumPostSource = z.object({ id: z.string(), number: z.number().int(), author: Author, body: z.string() });
export type ForumPostSource = z.infer<typeof ForumPostSource>;

/** POST /api/forum/preview: Markdown as the projector would render it for this writer (their trust decides links). */
export const ForumPreviewInput = z.object({ body: text({ max: FORUM_LIMITS.body, multiline: true }) }).strip();
export type ForumPreviewInput = z.infer<typeof ForumPreviewInput>;
export const ForumPreview = z.object({ html: z.string() });
export type ForumPreview = z.infer<typeof ForumPreview>;

export const ForumTopicDto = z.object({
  topic: ForumTopicSummary.extend({ category: z.object({ id: z.string(), slug: z.string(), name: z.string() }) }),
  posts: z.array(ForumPostDto),
  /** The `after` of the next page of posts, null on the last one. */
  next: z.number().int().nullable(),
});
export type ForumTopicDto = z.infer<typeof ForumTopicDto>;

/** A post waiting for a moderator. */
export const ForumQueueItem = z.object({
  topicId: z.string(),
  postId: z.string(),
  number: z.number().int(),
  topicTitle: z.string(),
  topicSlug: z.string(),
  author: Author,
  body: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type ForumQueueItem = z.infer<typeof ForumQueueItem>;

/** A flagged post in staff's list: its flags' reasons and notes, whether flags (or a moderator) hid it. */
export const ForumFlaggedPost = z.object({
  topicId: z.string(),
  postId: z.string(),
  number: z.number().int(),
  topicTitle: z.string(),
  topicSlug: z.string(),
  author: Author,
  html: z.string(),
  hidden: z.boolean(),
  /** An `underage` or `coercion` flag puts the post at the head of the list, as urgent reports head the moderation queue. */
  severity: z.enum(['urgent', 'normal']),
  flags: z.array(z.object({ reason: z.enum(FORUM_FLAG_REASONS), note: z.string(), trusted: z.boolean(), flaggedAt: z.string() })),
  firstFlaggedAt: z.string(),
});
export type ForumFlaggedPost = z.infer<typeof ForumFlaggedPost>;

/** A post's earlier texts, oldest first (staff only). */
export const ForumPostRevision = z.object({ title: z.string().nullable(), body: z.string(), until: z.string() });
export type ForumPostRevision = z.infer<typeof ForumPostRevision>;

/** GET /api/forum/search?q=&category=&tag= */
export const ForumSearchQuery = z.object({
  q: text({ max: 200 }).default(''),
  category: text({ max: FORUM_LIMITS.categorySlug }).optional(),
  tag: text({ max: FORUM_LIMITS.tag }).optional(),
});
export type ForumSearchQuery = z.infer<typeof ForumSearchQuery>;

/** A piece of a snippet: `hit` marks where a word of the query matched (the page highlights it). */
export const ForumSnippetPart = z.object({ text: z.string(), hit: z.boolean() });
export type ForumSnippetPart = z.infer<typeof ForumSnippetPart>;

export const ForumSearchHit = z.object({
  topic: ForumTopicSummary.extend({ category: z.object({ id: z.string(), slug: z.string(), name: z.string() }) }),
  /** The post that matched best (`#post-n`) and a stretch of its text around the match. */
  postNumber: z.number().int(),
  title: z.array(ForumSnippetPart),
  snippet: z.array(ForumSnippetPart),
});
export type ForumSearchHit = z.infer<typeof ForumSearchHit>;

export const ForumSearchResult = z.object({ q: z.string(), items: z.array(ForumSearchHit) });
export type ForumSearchResult = z.infer<typeof ForumSearchResult>;
