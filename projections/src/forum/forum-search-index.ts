import type { SqlExecutor } from '@anonse/eventstore';

/**
 * Renews a topic's search row (forum-search.ts reads it) from its rows as they now stand: the words of its title and
 * of its readable posts (SQL `forum_topic_words`, the migration's one definition), or no row when the topic itself is
 * not readable. The words table counts the topics using each word, so it holds exactly the words of today's rows (a
 * rebuild reaches the same table, and an erased or hidden post's words leave it with the post): the words the row
 * gained count one more, the words it lost one less, and a word no topic uses any more is deleted.
 */
export async function reindexForumTopic(db: SqlExecutor, topicId: string): Promise<void> {
  const before = await db.query<{ words: string[] }>(
    'SELECT tsvector_to_array(words) AS words FROM forum_topic_search WHERE topic_id = $1',
    [topicId],
  );
  const renewed = await db.query<{ words: string[] }>(
    `INSERT INTO forum_topic_search (topic_id, category_id, last_activity_at, title, words)
     SELECT t.id, t.category_id, t.last_activity_at, array_to_tsvector(forum_words(t.folded_title)), forum_topic_words(t.id, t.folded_title)
     FROM forum_topics t WHERE t.id = $1 AND t.status = 'published' AND NOT t.deleted
     ON CONFLICT (topic_id) DO UPDATE SET category_id = excluded.category_id, last_activity_at = excluded.last_activity_at,
                                          title = excluded.title, words = excluded.words
     RETURNING tsvector_to_array(words) AS words`,
    [topicId],
  );
  if (renewed.rows.length === 0) await db.query('DELETE FROM forum_topic_search WHERE topic_id = $1', [topicId]);
  const had = new Set(before.rows[0]?.words ?? []);
  const has = new Set(renewed.rows[0]?.words ?? []);
  const gained = [...has].filter((w) => !had.has(w));
  const lost = [...had].filter((w) => !has.has(w));
  if (gained.length)
    await db.query(
      `INSERT INTO forum_search_words (word, topics) SELECT unnest($1::text[]), 1
       ON CONFLICT (word) DO UPDATE SET topics = forum_search_words.topics + 1`,
      [gained],
    );
  if (lost.length) {
    await db.query('UPDATE forum_search_words SET topics = topics - 1 WHERE word = ANY($1::text[])', [lost]);
    await db.query('DELETE FROM forum_search_words WHERE word = ANY($1::text[]) AND topics <= 0', [lost]);
  }
}
