import { assertNever, type ForumTagDto, type ForumTagEvent } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

/**
 * The forum's tags (`forum_tags`): one row per tag members used or staff made. A tag renamed or merged away leaves
 * its row and its topics carry the other one instead, each topic keeping its tags' order without a repeat.
 */
export async function noteForumTags(db: SqlExecutor, tags: readonly string[], at: string): Promise<void> {
  if (tags.length === 0) return;
  await db.query('INSERT INTO forum_tags (tag, created_at) SELECT unnest($1::text[]), $2 ON CONFLICT (tag) DO NOTHING', [tags, at]);
}

async function moveTopics(db: SqlExecutor, from: string, to: string): Promise<void> {
  await db.query(
    `UPDATE forum_topics SET tags = ARRAY(
       SELECT t FROM (SELECT t, min(i) AS i FROM unnest(array_replace(tags, $1, $2)) WITH ORDINALITY AS u(t, i) GROUP BY t) s ORDER BY i)
     WHERE $1 = ANY(tags)`,
    [from, to],
  );
}

export async function applyForumTagEvent(db: SqlExecutor, event: ForumTagEvent): Promise<void> {
  switch (event.type) {
    case 'ForumTagCreated':
      await noteForumTags(db, [event.data.tag], event.data.createdAt);
      return;
    case 'ForumTagRenamed':
      await moveTopics(db, event.data.tag, event.data.to);
      await db.query(
        `INSERT INTO forum_tags (tag, archived, created_at) SELECT $2, archived, created_at FROM forum_tags WHERE tag = $1
         ON CONFLICT (tag) DO NOTHING`,
        [event.data.tag, event.data.to],
      );
      await noteForumTags(db, [event.data.to], event.data.renamedAt);
      await db.query('DELETE FROM forum_tags WHERE tag = $1', [event.data.tag]);
      return;
    case 'ForumTagsMerged':
      await moveTopics(db, event.data.tag, event.data.into);
      await noteForumTags(db, [event.data.into], event.data.mergedAt);
      await db.query('DELETE FROM forum_tags WHERE tag = $1', [event.data.tag]);
      return;
    case 'ForumTagArchived':
      await db.query('UPDATE forum_tags SET archived = true WHERE tag = $1', [event.data.tag]);
      return;
    default:
      return assertNever(event);
  }
}

/** Every tag with the number of readable topics carrying it, most used first (staff's page). */
export async function listForumTags(db: SqlExecutor): Promise<ForumTagDto[]> {
  const { rows } = await db.query<{ tag: string; topic_count: number; archived: boolean }>(
    `SELECT g.tag, g.archived,
            (SELECT count(*)::int FROM forum_topics t WHERE g.tag = ANY(t.tags) AND t.status = 'published' AND NOT t.deleted) AS topic_count
     FROM forum_tags g ORDER BY g.archived, topic_count DESC, g.tag`,
  );
  return rows.map((r) => ({ tag: r.tag, topicCount: r.topic_count, archived: r.archived }));
}

export async function forumTagExists(db: SqlExecutor, tag: string): Promise<boolean> {
  const { rows } = await db.query<{ one: number }>('SELECT 1 AS one FROM forum_tags WHERE tag = $1', [tag]);
  return rows.length > 0;
}
