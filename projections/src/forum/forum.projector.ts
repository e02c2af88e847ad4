import { assertNever, FORUM_EVENTS, type ForumEvent } from '@anonse/contracts';
import type { RecordedEvent, SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { forumMigrations } from './forum.migration';
import { renderForumPost } from './render-post';

export const FORUM_EVENT_TYPES: readonly string[] = FORUM_EVENTS.types;

const VISIBLE = "status = 'published' AND NOT deleted";

/** A topic's published posts and latest one; then its category's totals, from its topics. */
async function recount(db: SqlExecutor, topicId: string): Promise<void> {
  const { rows } = await db.query<{ category_id: string }>(
    `UPDATE forum_topics t SET
       post_count = (SELECT count(*)::int FROM forum_posts p WHERE p.topic_id = t.id AND p.${VISIBLE}),
       last_activity_at = COALESCE((SELECT max(p.created_at) FROM forum_posts p WHERE p.topic_id = t.id AND p.${VISIBLE}), t.created_at)
     WHERE t.id = $1 RETURNING category_id`,
    [topicId],
  );
  const categoryId = rows[0]?.category_id;
  if (!categoryId) return;
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

async function applyForumEvent(db: SqlExecutor, event: ForumEvent): Promise<void> {
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
        `INSERT INTO forum_topics (id, category_id, slug, title, tags, author_id, opening_post_id, status, last_activity_at, created_at)
         VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $8, $9, $9) ON CONFLICT (id) DO NOTHING`,
        [d.topicId, d.categoryId, d.slug, d.title, d.tags, d.authorId, d.postId, status, d.startedAt],
      );
      await db.query(
        `INSERT INTO forum_posts (id, topic_id, number, author_id, body, html, status, created_at) VALUES ($1, $2, 1, $3, $4, $5, $6, $7)
         ON CONFLICT (id) DO NOTHING`,
        [d.postId, d.topicId, d.authorId, d.body, renderForumPost(d.body), status, d.startedAt],
      );
      await recount(db, d.topicId);
      return;
    }
    case 'ReplyPosted': {
      const d = event.data;
      await db.query(
        `INSERT INTO forum_posts (id, topic_id, number, author_id, body, html, status, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO NOTHING`,
        [d.postId, d.topicId, d.number, d.authorId, d.body, renderForumPost(d.body), d.held ? 'queued' : 'published', d.postedAt],
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
      await db.query('UPDATE forum_posts SET body = $2, html = $3, edited_at = $4 WHERE id = $1', [
        d.postId,
        d.body,
        renderForumPost(d.body),
        d.editedAt,
      ]);
      if (d.title !== undefined) await db.query('UPDATE forum_topics SET title = $2 WHERE id = $1', [d.topicId, d.title]);
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
    default:
      return assertNever(event);
  }
}

/** Categories, topics and posts; what it writes is what visitors read, so its batches renew the page caches. */
export function createForumProjector(): Projector {
  return {
    name: 'forum',
    mode: 'transactional',
    handles: FORUM_EVENT_TYPES,
    changesPublicPages: true,
    migrations: forumMigrations,
    apply: async (events: readonly RecordedEvent[], db) => {
      for (const raw of events) await applyForumEvent(db, FORUM_EVENTS.parse(raw));
    },
    reset: async (db) => {
      await db.query('TRUNCATE forum_categories, forum_topics, forum_posts, forum_post_revisions');
    },
  };
}
