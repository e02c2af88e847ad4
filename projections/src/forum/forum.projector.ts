import { assertNever, FORUM_EVENTS, type ForumEvent } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import { ACCOUNT_DELETED, withAccountDeletions, type AccountDeletion } from '../privacy';
import type { Projector } from '../runner/projector';
import { forumMigrations } from './forum.migration';
import { reindexForumTopic } from './forum-search-index';
import { applyForumTagEvent, noteForumTags } from './forum-tags';
import { renderForumPost } from './render-post';

export const FORUM_EVENT_TYPES: readonly string[] = [...FORUM_EVENTS.types, ACCOUNT_DELETED];

/** The events whose `body` is sealed under the author's key (contracts' forum context). */
const SEALED_BODY = new Set<string>(['TopicStarted', 'ReplyPosted', 'ForumPostEdited']);

const VISIBLE = "status = 'published' AND NOT deleted";
/** A post others read: published, not deleted, not hidden by staff. */
const POST_VISIBLE = `${VISIBLE} AND NOT hidden`;

/** A topic's published posts and latest one, and its search row; then its category's totals, from its topics. */
async function recount(db: SqlExecutor, topicId: string): Promise<void> {
  const { rows } = await db.query<{ category_id: string }>(
    `UPDATE forum_topics t SET
       post_count = (SELECT count(*)::int FROM forum_posts p WHERE p.topic_id = t.id AND p.${POST_VISIBLE}),
       last_activity_at = COALESCE((SELECT max(p.created_at) FROM forum_posts p WHERE p.topic_id = t.id AND p.${POST_VISIBLE}), t.created_at)
     WHERE t.id = $1 RETURNING category_id`,
    [topicId],
  );
  await reindexForumTopic(db, topicId);
  const categoryId = rows[0]?.category_id;
  if (categoryId) await recountCategory(db, categoryId);
}

async function recountCategory(db: SqlExecutor, categoryId: string): Promise<void> {
  await db.query(
    `UPDATE forum_categories c SET
       topic_count = s.topics, post_count = s.posts,
       last_activity_at = s.last_at,
       last_topic_id = (SELECT id FROM forum_topics WHERE category_id = c.id AND ${VISIBLE} ORDER BY last_activity_at DESC, id DESC LIMIT 1)
     FROM (SELECT count(*)::int AS topics, COALESCE(sum(post_count), 0)::int AS posts, max(last_activity_at) AS last_at
           FROM forum_topics WHERE category_id = $1 AND ${VISIBLE}) s
     WHERE c.id = $1`,
    [categoryId],
  );
}

/** The opening post decides whether the topic itself is seen. */
async function followOpeningPost(db: SqlExecutor, topicId: string, postId: string, set: string): Promise<void> {
  await db.query(`UPDATE forum_topics SET ${set} WHERE id = $1 AND opening_post_id = $2`, [topicId, postId]);
}

/**
 * A deleted account's posts keep their place in the topic (numbers, replies quoting them) but lose their words: the
 * row stays, marked erased, with no body, no HTML and no earlier texts. A rebuild reaches the same rows, since the
 * sealed bodies then read as erased.
 */
async function forgetAuthor(db: SqlExecutor, { accountId }: AccountDeletion): Promise<void> {
  await db.query(`UPDATE forum_post_revisions r SET body = '' FROM forum_posts p WHERE p.id = r.post_id AND p.author_id = $1`, [accountId]);
  const touched = await db.query<{ topic_id: string }>(
    `UPDATE forum_posts SET body = '', folded = '', html = '', erased = true WHERE author_id = $1 RETURNING topic_id`,
    [accountId],
  );
  for (const topicId of new Set(touched.rows.map((r) => r.topic_id))) await reindexForumTopic(db, topicId);
  // A flag's note is its flagger's words; the flag itself (reason, count) stays for the moderators.
  await db.query(`UPDATE forum_post_flags SET note = '' WHERE flagger_id = $1`, [accountId]);
  await db.query('DELETE FROM forum_bans WHERE account_id = $1', [accountId]);
}

/** Markdown → HTML by the writer's trust when they wrote it, or nothing for an erased body. */
const htmlOf = (body: string, erased: boolean, authorId: string, plainLinks = false) =>
  erased ? '' : renderForumPost(body, { plainLinks, authorId });

async function applyForumEvent(db: SqlExecutor, event: ForumEvent, erased: boolean): Promise<void> {
  switch (event.type) {
    case 'ForumCategoryCreated': {
      const d = event.data;
      await db.query(
        `INSERT INTO forum_categories (id, slug, name, description, position, created_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO NOTHING`,
        [d.categoryId, d.slug, d.name, d.description, d.position, d.createdAt],
      );
      return;
    }
    case 'ForumCategoryRenamed':
      await db.query('UPDATE forum_categories SET name = $2 WHERE id = $1', [event.data.categoryId, event.data.name]);
      return;
    case 'ForumCategoryDescribed':
      await db.query('UPDATE forum_categories SET description = $2 WHERE id = $1', [event.data.categoryId, event.data.description]);
      return;
    case 'ForumCategoryMoved':
      await db.query('UPDATE forum_categories SET position = $2 WHERE id = $1', [event.data.categoryId, event.data.position]);
      return;
    case 'ForumCategoryArchived':
      await db.query('UPDATE forum_categories SET archived = true WHERE id = $1', [event.data.categoryId]);
      return;
    case 'TopicStarted': {
      const d = event.data;
      const status = d.held ? 'queued' : 'published';
      await db.query(
        `INSERT INTO forum_topics (id, category_id, slug, title, folded_title, tags, author_id, opening_post_id, status, last_activity_at, created_at)
         VALUES ($1, $2, $3, $4, forum_fold($4), $5::text[], $6, $7, $8, $9, $9) ON CONFLICT (id) DO NOTHING`,
        [d.topicId, d.categoryId, d.slug, d.title, d.tags, d.authorId, d.postId, status, d.startedAt],
      );
      await db.query(
        `INSERT INTO forum_posts (id, topic_id, number, author_id, body, folded, html, status, created_at, erased)
         VALUES ($1, $2, 1, $3, $4, forum_fold($4), $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [d.postId, d.topicId, d.authorId, d.body, htmlOf(d.body, erased, d.authorId, d.plainLinks), status, d.startedAt, erased],
      );
      await noteForumTags(db, d.tags, d.startedAt);
      await recount(db, d.topicId);
      return;
    }
    case 'ReplyPosted': {
      const d = event.data;
      await db.query(
        `INSERT INTO forum_posts (id, topic_id, number, author_id, body, folded, html, status, created_at, erased)
         VALUES ($1, $2, $3, $4, $5, forum_fold($5), $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [
          d.postId,
          d.topicId,
          d.number,
          d.authorId,
          d.body,
          htmlOf(d.body, erased, d.authorId, d.plainLinks),
          d.held ? 'queued' : 'published',
          d.postedAt,
          erased,
        ],
      );
      await recount(db, d.topicId);
      return;
    }
    case 'ForumPostEdited': {
      const d = event.data;
      // The text before the edit becomes a revision (the title too, when the opening post's title changes).
      await db.query(
        `INSERT INTO forum_post_revisions (post_id, seq, title, body, until)
         SELECT p.id, (SELECT count(*)::int FROM forum_post_revisions r WHERE r.post_id = p.id) + 1,
                CASE WHEN $3::text IS NOT NULL THEN t.title END, p.body, $4
         FROM forum_posts p JOIN forum_topics t ON t.id = p.topic_id WHERE p.id = $1 AND p.topic_id = $2`,
        [d.postId, d.topicId, d.title ?? null, d.editedAt],
      );
      await db.query(
        'UPDATE forum_posts SET body = $2, folded = forum_fold($2), html = $3, edited_at = $4, erased = erased OR $5 WHERE id = $1',
        [d.postId, d.body, htmlOf(d.body, erased, d.authorId, d.plainLinks), d.editedAt, erased],
      );
      if (d.title !== undefined)
        await db.query('UPDATE forum_topics SET title = $2, folded_title = forum_fold($2) WHERE id = $1', [d.topicId, d.title]);
      await reindexForumTopic(db, d.topicId);
      return;
    }
    case 'ForumPostDeleted':
      await db.query('UPDATE forum_posts SET deleted = true WHERE id = $1', [event.data.postId]);
      await followOpeningPost(db, event.data.topicId, event.data.postId, 'deleted = true');
      await recount(db, event.data.topicId);
      return;
    case 'ForumPostApproved':
      await db.query("UPDATE forum_posts SET status = 'published' WHERE id = $1", [event.data.postId]);
      await followOpeningPost(db, event.data.topicId, event.data.postId, "status = 'published'");
      await recount(db, event.data.topicId);
      return;
    case 'ForumPostRejected':
      await db.query("UPDATE forum_posts SET status = 'rejected' WHERE id = $1", [event.data.postId]);
      await followOpeningPost(db, event.data.topicId, event.data.postId, "status = 'rejected'");
      await recount(db, event.data.topicId);
      return;
    case 'ForumTopicLocked':
    case 'ForumTopicUnlocked':
      await db.query('UPDATE forum_topics SET locked = $2 WHERE id = $1', [event.data.topicId, event.type === 'ForumTopicLocked']);
      return;
    case 'ForumTopicPinned':
    case 'ForumTopicUnpinned':
      await db.query('UPDATE forum_topics SET pinned = $2 WHERE id = $1', [event.data.topicId, event.type === 'ForumTopicPinned']);
      return;
    case 'ForumPostHidden':
    case 'ForumPostUnhidden':
      await db.query('UPDATE forum_posts SET hidden = $2 WHERE id = $1', [event.data.postId, event.type === 'ForumPostHidden']);
      await recount(db, event.data.topicId);
      return;
    case 'ForumPostFlagged': {
      const d = event.data;
      await db.query(
        `INSERT INTO forum_post_flags (post_id, flagger_id, topic_id, reason, note, trusted, flagged_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (post_id, flagger_id) DO NOTHING`,
        [d.postId, d.flaggerId, d.topicId, d.reason, d.note ?? '', d.trusted, d.flaggedAt],
      );
      return;
    }
    case 'ForumTopicMoved': {
      const d = event.data;
      await db.query('UPDATE forum_topics SET category_id = $2 WHERE id = $1', [d.topicId, d.toCategoryId]);
      await recountCategory(db, d.fromCategoryId);
      await recount(db, d.topicId);
      return;
    }
    case 'ForumTopicMerged':
      // Out of every list; its address now leads to the other topic (forum.queries.ts, findMergedForumTopic).
      await db.query('UPDATE forum_topics SET merged_into = $2, deleted = true WHERE id = $1', [
        event.data.topicId,
        event.data.intoTopicId,
      ]);
      await recount(db, event.data.topicId);
      return;
    case 'ForumPostsMergedIn': {
      const d = event.data;
      const entries = Object.entries(d.numbers);
      // Two steps around the unique (topic, number): first every number out of the way (negated), then into place.
      await db.query(
        `UPDATE forum_posts p SET topic_id = $1, number = -n.number
           FROM (SELECT unnest($2::text[]) AS id, unnest($3::int[]) AS number) n WHERE p.id = n.id`,
        [d.topicId, entries.map(([id]) => id), entries.map(([, number]) => number)],
      );
      await db.query('UPDATE forum_posts SET number = -number WHERE topic_id = $1 AND number < 0', [d.topicId]);
      await db.query('UPDATE forum_post_flags SET topic_id = $1 WHERE topic_id = $2', [d.topicId, d.fromTopicId]);
      await recount(db, d.fromTopicId);
      await recount(db, d.topicId);
      return;
    }
    case 'ForumAccountBanned': {
      const d = event.data;
      await db.query(
        `INSERT INTO forum_bans (account_id, reason, banned_by, banned_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (account_id) DO UPDATE SET reason = $2, banned_by = $3, banned_at = $4`,
        [d.accountId, d.reason ?? '', d.moderatorId, d.at],
      );
      return;
    }
    case 'ForumAccountBanLifted':
      await db.query('DELETE FROM forum_bans WHERE account_id = $1', [event.data.accountId]);
      return;
    case 'ForumTagCreated':
    case 'ForumTagRenamed':
    case 'ForumTagsMerged':
    case 'ForumTagArchived':
      await applyForumTagEvent(db, event);
      return;
    default:
      return assertNever(event);
  }
}

async function applyRaw(db: SqlExecutor, raw: RecordedEvent): Promise<void> {
  const erased = raw.metadata[ERASED] === true;
  // A shredded body reads as null; the rest of the event still places the post in its topic.
  const data = erased && SEALED_BODY.has(raw.type) ? { ...(raw.data as object), body: '' } : raw.data;
  await applyForumEvent(db, FORUM_EVENTS.parse({ ...raw, data }), erased);
}

/** Categories, topics and posts; what it writes is what visitors read, so its batches renew the page caches. */
export function createForumProjector(): Projector {
  return {
    name: 'forum',
    mode: 'transactional',
    handles: FORUM_EVENT_TYPES,
    changesPublicPages: true,
    migrations: forumMigrations,
    apply: (events: readonly RecordedEvent[], db) =>
      withAccountDeletions(
        events,
        async (run) => {
          for (const raw of run) await applyRaw(db, raw);
        },
        (deletion) => forgetAuthor(db, deletion),
      ),
    reset: async (db) => {
      await db.query(
        `TRUNCATE forum_categories, forum_topics, forum_posts, forum_post_revisions, forum_tags, forum_post_flags, forum_bans,
                  forum_topic_search, forum_search_words`,
      );
    },
  };
}
