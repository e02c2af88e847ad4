import type {
  ForumBanDto,
  ForumCategoryDto,
  ForumFlagReason,
  ForumFlaggedPost,
  ForumPostDto,
  ForumPostRevision,
  ForumPostSource,
  ForumPostStatus,
  ForumQueueItem,
  ForumTopicSummary,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

type Time = Date | string;
const iso = (v: Time) => (v instanceof Date ? v : new Date(v)).toISOString();
const isoOrNull = (v: Time | null) => (v === null ? null : iso(v));
/** PGlite and pg both parse text[]; a driver that does not leaves `{a,b}`. */
const tagsOf = (v: string[] | string): string[] =>
  Array.isArray(v)
    ? v
    : v
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

/** Who reads: the author sees their own queued posts, staff see every queued post. */
export interface ForumViewer {
  id: string | null;
  staff: boolean;
}
const VISIBLE = "status = 'published' AND NOT deleted";

interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  position: number;
  archived: boolean;
  topic_count: number;
  post_count: number;
  last_activity_at: Time | null;
  last_topic_slug: string | null;
  last_topic_title: string | null;
}
const CATEGORY_SELECT = `SELECT c.*, lt.slug AS last_topic_slug, lt.title AS last_topic_title
  FROM forum_categories c LEFT JOIN forum_topics lt ON lt.id = c.last_topic_id`;
const toCategory = (r: CategoryRow): ForumCategoryDto => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  description: r.description,
  position: Number(r.position),
  archived: r.archived,
  topicCount: Number(r.topic_count),
  postCount: Number(r.post_count),
  lastActivityAt: isoOrNull(r.last_activity_at),
  lastTopic: r.last_topic_slug && r.last_topic_title ? { slug: r.last_topic_slug, title: r.last_topic_title } : null,
});

/** /forum/: the open categories in their order, with their counts and latest topic. */
export async function listForumCategories(db: SqlExecutor, options: { archived?: boolean } = {}): Promise<ForumCategoryDto[]> {
  const { rows } = await db.query<CategoryRow>(
    `${CATEGORY_SELECT} ${options.archived ? '' : 'WHERE NOT c.archived'} ORDER BY c.position, c.name, c.id`,
  );
  return rows.map(toCategory);
}

export async function findForumCategory(db: SqlExecutor, by: { slug: string } | { id: string }): Promise<ForumCategoryDto | null> {
  const [column, value] = 'slug' in by ? ['slug', by.slug] : ['id', by.id];
  const { rows } = await db.query<CategoryRow>(`${CATEGORY_SELECT} WHERE c.${column} = $1 ORDER BY c.created_at, c.id LIMIT 1`, [value]);
  return rows[0] ? toCategory(rows[0]) : null;
}

interface TopicRow {
  id: string;
  category_id: string;
  slug: string;
  title: string;
  tags: string[] | string;
  author_id: string;
  author_login: string | null;
  status: ForumPostStatus;
  deleted: boolean;
  locked: boolean;
  pinned: boolean;
  post_count: number;
  last_activity_at: Time;
  created_at: Time;
}
const TOPIC_SELECT = `SELECT t.*, a.login AS author_login FROM forum_topics t LEFT JOIN accounts a ON a.id = t.author_id`;
const toTopic = (r: TopicRow): ForumTopicSummary & { categoryId: string; deleted: boolean } => ({
  id: r.id,
  categoryId: r.category_id,
  slug: r.slug,
  title: r.title,
  tags: tagsOf(r.tags),
  author: { id: r.author_id, login: r.author_login },
  postCount: Number(r.post_count),
  lastActivityAt: iso(r.last_activity_at),
  createdAt: iso(r.created_at),
  status: r.status,
  locked: r.locked,
  pinned: r.pinned,
  deleted: r.deleted,
});

/** The keyset cursor of a topic list: the last row's (last_activity_at, id), opaque to clients. */
const encodeCursor = (t: ForumTopicSummary) => Buffer.from(`${t.lastActivityAt}|${t.id}`).toString('base64url');
function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  return at && id && !Number.isNaN(Date.parse(at)) ? { at: new Date(at).toISOString(), id } : null;
}

/**
 * A category's readable topics by latest activity, `limit` a page. A page is the first (pinned topics head it), the
 * one after the cursor `after` (older topics), or the one before the cursor `before` (newer ones, the way back).
 * `next` is the cursor of the following page; `prev` that of the previous one, '' when the previous page is the
 * first, null on the first. A cursor that does not decode starts from the top (a hand-edited URL is not a 400).
 */
export async function listForumTopics(
  db: SqlExecutor,
  categoryId: string,
  options: { after?: string | undefined; before?: string | undefined; limit: number },
): Promise<{ items: ForumTopicSummary[]; next: string | null; prev: string | null }> {
  const after = options.after ? decodeCursor(options.after) : null;
  const before = !after && options.before ? decodeCursor(options.before) : null;
  const base = `${TOPIC_SELECT} WHERE t.category_id = $1 AND t.${VISIBLE} AND NOT t.pinned`;
  const summary = (r: TopicRow) => {
    const { categoryId: _c, deleted: _d, ...topic } = toTopic(r);
    return topic;
  };
  /** Whether a page's neighbour exists: a readable topic newer (or older) than `edge`. */
  const beyond = async (edge: ForumTopicSummary, newer: boolean, count: number) => {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM forum_topics t WHERE t.category_id = $1 AND t.${VISIBLE} AND NOT t.pinned
         AND (t.last_activity_at, t.id) ${newer ? '>' : '<'} ($2::timestamptz, $3) LIMIT $4) s`,
      [categoryId, edge.lastActivityAt, edge.id, count],
    );
    return Number(rows[0]?.n ?? 0);
  };
  // The way back to the first page, unless more than a page of topics is newer than this one.
  const prevOf = async (first: ForumTopicSummary | undefined) =>
    first && (await beyond(first, true, options.limit + 1)) > options.limit ? encodeCursor(first) : '';
  if (before) {
    const { rows } = await db.query<TopicRow>(
      `${base} AND (t.last_activity_at, t.id) > ($3::timestamptz, $4) ORDER BY t.last_activity_at, t.id LIMIT $2`,
      [categoryId, options.limit, before.at, before.id],
    );
    const items = rows.reverse().map(summary);
    const last = items.at(-1);
    const next = last && (await beyond(last, false, 1)) > 0 ? encodeCursor(last) : null;
    return { items, next, prev: await prevOf(items[0]) };
  }
  const params: unknown[] = [categoryId, options.limit + 1];
  if (!after) {
    // The first page: the pinned topics head it, then a page by activity of the others (one statement: on the embedded
    // database every statement waits its turn).
    const { rows } = await db.query<TopicRow>(
      `SELECT * FROM ((${TOPIC_SELECT} WHERE t.category_id = $1 AND t.${VISIBLE} AND t.pinned)
                      UNION ALL (${base} ORDER BY t.last_activity_at DESC, t.id DESC LIMIT $2)) u
       ORDER BY u.pinned DESC, u.last_activity_at DESC, u.id DESC`,
      params,
    );
    const pinned = rows.filter((r) => r.pinned).map(summary);
    const others = rows.filter((r) => !r.pinned);
    const items = others.slice(0, options.limit).map(summary);
    return { items: [...pinned, ...items], next: others.length > options.limit ? encodeCursor(items.at(-1)!) : null, prev: null };
  }
  // A later page, and how many topics are newer than its first (up to a page and one: the way back to the first page
  // is its cursor only when more than a page is newer), in one statement.
  const { rows } = await db.query<TopicRow & { newer: number }>(
    `WITH page AS (${base} AND (t.last_activity_at, t.id) < ($3::timestamptz, $4) ORDER BY t.last_activity_at DESC, t.id DESC LIMIT $2)
     SELECT page.*,
            (SELECT count(*)::int FROM (
               SELECT 1 FROM forum_topics n, (SELECT last_activity_at, id FROM page ORDER BY last_activity_at DESC, id DESC LIMIT 1) f
               WHERE n.category_id = $1 AND n.${VISIBLE} AND NOT n.pinned AND (n.last_activity_at, n.id) > (f.last_activity_at, f.id)
               LIMIT $2) s) AS newer
     FROM page ORDER BY page.last_activity_at DESC, page.id DESC`,
    [...params, after.at, after.id],
  );
  const items = rows.slice(0, options.limit).map(summary);
  const next = rows.length > options.limit ? encodeCursor(items.at(-1)!) : null;
  const prev = items[0] && Number(rows[0]!.newer) > options.limit ? encodeCursor(items[0]) : '';
  return { items, next, prev };
}

/** A topic by its address, when `viewer` may read it (published, or theirs, or they are staff); deleted ones never. */
export async function findForumTopic(
  db: SqlExecutor,
  by: { slug: string } | { id: string },
  viewer: ForumViewer,
): Promise<(ForumTopicSummary & { categoryId: string }) | null> {
  const [column, value] = 'slug' in by ? ['slug', by.slug] : ['id', by.id];
  const { rows } = await db.query<TopicRow>(
    `${TOPIC_SELECT} WHERE t.${column} = $1 AND NOT t.deleted AND (t.status = 'published' OR $2 OR t.author_id = $3)
     ORDER BY t.created_at, t.id LIMIT 1`,
    [value, viewer.staff, viewer.id],
  );
  if (!rows[0]) return null;
  const { deleted: _d, ...topic } = toTopic(rows[0]);
  return topic;
}

interface PostRow {
  id: string;
  topic_id: string;
  number: number;
  author_id: string;
  author_login: string | null;
  body: string;
  html: string;
  status: ForumPostStatus;
  created_at: Time;
  edited_at: Time | null;
  erased: boolean;
  hidden: boolean;
}
// An erased post names nobody, even while the accounts read model has not yet dropped the person.
const toPost = (r: PostRow): ForumPostDto => ({
  id: r.id,
  number: Number(r.number),
  author: { id: r.author_id, login: r.erased ? null : r.author_login },
  erased: r.erased,
  html: r.html,
  status: r.status,
  hidden: r.hidden,
  createdAt: iso(r.created_at),
  editedAt: isoOrNull(r.edited_at),
  // Whose it is to correct depends on who reads and on the API's window: the API fills it in.
  editableUntil: null,
});

/** A page of a topic's posts numbered after `after`: published ones, plus the queued ones `viewer` may see; hidden ones for staff. */
export async function listForumPosts(
  db: SqlExecutor,
  topicId: string,
  options: { after?: number; limit: number; viewer: ForumViewer },
): Promise<{ items: ForumPostDto[]; next: number | null }> {
  const { rows } = await db.query<PostRow>(
    `SELECT p.*, a.login AS author_login FROM forum_posts p LEFT JOIN accounts a ON a.id = p.author_id
     WHERE p.topic_id = $1 AND p.number > $2 AND NOT p.deleted
       AND (p.status = 'published' OR (p.status = 'queued' AND ($4 OR p.author_id = $5))) AND (NOT p.hidden OR $4)
     ORDER BY p.number LIMIT $3`,
    [topicId, options.after ?? 0, options.limit + 1, options.viewer.staff, options.viewer.id],
  );
  const items = rows.slice(0, options.limit).map(toPost);
  return { items, next: rows.length > options.limit ? items.at(-1)!.number : null };
}

/** A post named for staff's lists (the queue, the flagged posts): where it is and whose it is. */
const postInTopic = (r: PostRow & { title: string; slug: string }) => ({
  topicId: r.topic_id,
  postId: r.id,
  number: Number(r.number),
  topicTitle: r.title,
  topicSlug: r.slug,
  author: { id: r.author_id, login: r.author_login },
});

/** The moderation queue, oldest first. */
export async function listForumQueue(db: SqlExecutor, limit: number): Promise<ForumQueueItem[]> {
  const { rows } = await db.query<PostRow & { title: string; slug: string }>(
    `SELECT p.*, a.login AS author_login, t.title, t.slug FROM forum_posts p
     JOIN forum_topics t ON t.id = p.topic_id LEFT JOIN accounts a ON a.id = p.author_id
     WHERE p.status = 'queued' AND NOT p.deleted AND NOT p.erased AND NOT t.deleted ORDER BY p.created_at, p.id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    ...postInTopic(r),
    body: r.body,
    html: r.html,
    createdAt: iso(r.created_at),
  }));
}

/**
 * Staff's list of flagged posts: one with an `underage` or `coercion` flag first (the moderation queue's urgent reports), then the
 * longest flagged. Deleted and erased posts have left it: there is nothing left to decide on.
 */
export async function listForumFlaggedPosts(db: SqlExecutor, limit: number): Promise<ForumFlaggedPost[]> {
  const { rows } = await db.query<PostRow & { title: string; slug: string; urgent: boolean; first_at: Time }>(
    `SELECT p.*, a.login AS author_login, t.title, t.slug, f.urgent, f.first_at FROM
       (SELECT post_id, bool_or(reason IN ('underage', 'coercion')) AS urgent, min(flagged_at) AS first_at FROM forum_post_flags GROUP BY post_id) f
     JOIN forum_posts p ON p.id = f.post_id JOIN forum_topics t ON t.id = p.topic_id LEFT JOIN accounts a ON a.id = p.author_id
     WHERE NOT p.deleted AND NOT p.erased AND NOT t.deleted ORDER BY f.urgent DESC, f.first_at, p.id LIMIT $1`,
    [limit],
  );
  if (rows.length === 0) return [];
  const flags = await db.query<{ post_id: string; reason: ForumFlagReason; note: string; trusted: boolean; flagged_at: Time }>(
    'SELECT post_id, reason, note, trusted, flagged_at FROM forum_post_flags WHERE post_id = ANY($1::text[]) ORDER BY flagged_at, flagger_id',
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    ...postInTopic(r),
    html: r.html,
    hidden: r.hidden,
    severity: r.urgent ? 'urgent' : 'normal',
    flags: flags.rows
      .filter((f) => f.post_id === r.id)
      .map((f) => ({ reason: f.reason, note: f.note, trusted: f.trusted, flaggedAt: iso(f.flagged_at) })),
    firstFlaggedAt: iso(r.first_at),
  }));
}

/** How many of `authorId`'s posts others can read (the queue rule's count). */
export async function countPublishedForumPosts(db: SqlExecutor, authorId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM forum_posts WHERE author_id = $1 AND ${VISIBLE}`, [
    authorId,
  ]);
  return Number(rows[0]?.n ?? 0);
}

/** A post's texts before each of its edits, oldest first. */
export async function forumPostRevisions(db: SqlExecutor, postId: string): Promise<ForumPostRevision[]> {
  const { rows } = await db.query<{ title: string | null; body: string; until: Time }>(
    'SELECT title, body, until FROM forum_post_revisions WHERE post_id = $1 ORDER BY seq',
    [postId],
  );
  return rows.map((r) => ({ title: r.title, body: r.body, until: iso(r.until) }));
}

/**
 * A post's Markdown, when `viewer` may read it as `listForumPosts` shows it (to quote it, or to correct their own);
 * an erased or deleted post has none.
 */
export async function findForumPostSource(
  db: SqlExecutor,
  topicId: string,
  postId: string,
  viewer: ForumViewer,
): Promise<ForumPostSource | null> {
  const { rows } = await db.query<PostRow>(
    `SELECT p.*, a.login AS author_login FROM forum_posts p
     JOIN forum_topics t ON t.id = p.topic_id AND NOT t.deleted AND (t.status = 'published' OR $3 OR t.author_id = $4)
     LEFT JOIN accounts a ON a.id = p.author_id
     WHERE p.id = $1 AND p.topic_id = $2 AND NOT p.deleted AND NOT p.erased
       AND (p.status = 'published' OR (p.status = 'queued' AND ($3 OR p.author_id = $4))) AND (NOT p.hidden OR $3)`,
    [postId, topicId, viewer.staff, viewer.id],
  );
  const r = rows[0];
  return r ? { id: r.id, number: Number(r.number), author: { id: r.author_id, login: r.author_login }, body: r.body } : null;
}

/** One post of a topic, whatever its state (for the answer to its author's write), unless deleted. */
export async function findForumPost(db: SqlExecutor, topicId: string, postId: string): Promise<ForumPostDto | null> {
  const { rows } = await db.query<PostRow>(
    `SELECT p.*, a.login AS author_login FROM forum_posts p LEFT JOIN accounts a ON a.id = p.author_id
     WHERE p.id = $1 AND p.topic_id = $2 AND NOT p.deleted`,
    [postId, topicId],
  );
  return rows[0] ? toPost(rows[0]) : null;
}

export interface OwnForumPost {
  topicId: string;
  topicTitle: string;
  postId: string;
  number: number;
  body: string;
  earlierBodies: string[];
  status: ForumPostStatus;
  deleted: boolean;
  createdAt: string;
  editedAt: string | null;
}

/** Every post `authorId` wrote that still holds their words (deleted ones too), for their data export. */
export async function ownForumPostsOf(db: SqlExecutor, authorId: string): Promise<OwnForumPost[]> {
  const { rows } = await db.query<PostRow & { deleted: boolean; title: string; earlier: string[] | null }>(
    `SELECT p.*, t.title,
            (SELECT array_agg(r.body ORDER BY r.seq) FROM forum_post_revisions r WHERE r.post_id = p.id) AS earlier
     FROM forum_posts p JOIN forum_topics t ON t.id = p.topic_id
     WHERE p.author_id = $1 AND NOT p.erased ORDER BY p.created_at, p.id`,
    [authorId],
  );
  return rows.map((r) => ({
    topicId: r.topic_id,
    topicTitle: r.title,
    postId: r.id,
    number: Number(r.number),
    body: r.body,
    earlierBodies: r.earlier ?? [],
    status: r.status,
    deleted: r.deleted,
    createdAt: iso(r.created_at),
    editedAt: isoOrNull(r.edited_at),
  }));
}

/**
 * Where a merged topic's address leads: the slug of the topic that took in its posts, following merges of that one
 * too (a short chain: each hop is a moderator's decision). Null for an address no merged topic held.
 */
export async function findMergedForumTopic(db: SqlExecutor, slug: string): Promise<string | null> {
  let current = slug;
  for (let hop = 0; hop < 5; hop++) {
    const { rows } = await db.query<{ slug: string; deleted: boolean; merged_into: string | null }>(
      `SELECT n.slug, n.deleted, n.merged_into FROM forum_topics t JOIN forum_topics n ON n.id = t.merged_into
        WHERE t.slug = $1 AND t.merged_into IS NOT NULL ORDER BY t.created_at, t.id LIMIT 1`,
      [current],
    );
    const next = rows[0];
    if (!next) return null;
    if (!next.merged_into) return next.deleted ? null : next.slug;
    current = next.slug;
  }
  return null;
}

/** Accounts kept from posting on the forum, the latest ban first. */
export async function listForumBans(db: SqlExecutor, limit: number): Promise<ForumBanDto[]> {
  const { rows } = await db.query<{ account_id: string; login: string | null; reason: string; banned_by: string; banned_at: Time }>(
    `SELECT b.account_id, a.login, b.reason, b.banned_by, b.banned_at FROM forum_bans b LEFT JOIN accounts a ON a.id = b.account_id
      ORDER BY b.banned_at DESC, b.account_id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    accountId: r.account_id,
    login: r.login,
    reason: r.reason,
    bannedBy: r.banned_by,
    bannedAt: iso(r.banned_at),
  }));
}
