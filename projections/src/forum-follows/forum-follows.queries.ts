import type { ForumDigestTopic, ForumFollowKind } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';

const iso = (v: Date | string) => new Date(v).toISOString();

/** Whether a member may follow it now: a topic others can read, a category not archived. */
export async function forumFollowTargetExists(db: SqlExecutor, kind: ForumFollowKind, id: string): Promise<boolean> {
  const { rows } = await db.query(
    kind === 'topic'
      ? "SELECT 1 FROM forum_topics WHERE id = $1 AND status = 'published' AND NOT deleted"
      : 'SELECT 1 FROM forum_categories WHERE id = $1 AND NOT archived',
    [id],
  );
  return rows.length > 0;
}

export interface ForumFollowsRow {
  digest: boolean;
  topics: { id: string; slug: string; title: string; followedAt: string }[];
  categories: { id: string; slug: string; name: string; followedAt: string }[];
}

/** What a member follows, newest first; a topic deleted since is still listed (so it can be left) while its row is there. */
export async function listForumFollows(db: SqlExecutor, accountId: string): Promise<ForumFollowsRow> {
  const [settings, topics, categories] = await Promise.all([
    db.query<{ digest: boolean }>('SELECT digest FROM forum_follow_settings WHERE account_id = $1', [accountId]),
    db.query<{ id: string; slug: string; title: string; followed_at: Date | string }>(
      `SELECT t.id, t.slug, t.title, f.followed_at FROM forum_follows f JOIN forum_topics t ON t.id = f.target_id
       WHERE f.account_id = $1 AND f.kind = 'topic' ORDER BY f.followed_at DESC, t.id`,
      [accountId],
    ),
    db.query<{ id: string; slug: string; name: string; followed_at: Date | string }>(
      `SELECT c.id, c.slug, c.name, f.followed_at FROM forum_follows f JOIN forum_categories c ON c.id = f.target_id
       WHERE f.account_id = $1 AND f.kind = 'category' ORDER BY f.followed_at DESC, c.id`,
      [accountId],
    ),
  ]);
  return {
    digest: settings.rows[0]?.digest ?? false,
    topics: topics.rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title, followedAt: iso(r.followed_at) })),
    categories: categories.rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, followedAt: iso(r.followed_at) })),
  };
}

/** Whether the member follows this topic or category (the pages' button). */
export async function followsForumTarget(db: SqlExecutor, accountId: string, kind: ForumFollowKind, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM forum_follows WHERE account_id = $1 AND kind = $2 AND target_id = $3', [
    accountId,
    kind,
    id,
  ]);
  return rows.length > 0;
}

/** A digest owed: one member's posts that became readable before `before` in what they follow, grouped by topic. */
export interface ForumDigestDue {
  accountId: string;
  topics: ForumDigestTopic[];
}

export async function forumDigestsDue(db: SqlExecutor, before: Date, limit: number): Promise<ForumDigestDue[]> {
  const { rows } = await db.query<{ account_id: string; topic_id: string; post_ids: string[]; new_topic: boolean }>(
    `WITH owed AS (
       SELECT DISTINCT account_id FROM forum_follow_digest_items WHERE readable_at < $1 ORDER BY account_id LIMIT $2)
     SELECT i.account_id, i.topic_id, array_agg(i.post_id ORDER BY i.readable_at, i.post_id) AS post_ids, bool_or(i.new_topic) AS new_topic
     FROM forum_follow_digest_items i JOIN owed o ON o.account_id = i.account_id
     WHERE i.readable_at < $1
     GROUP BY i.account_id, i.topic_id
     ORDER BY i.account_id, min(i.readable_at), i.topic_id`,
    [before, limit],
  );
  const byAccount = new Map<string, ForumDigestDue>();
  for (const r of rows) {
    const due = byAccount.get(r.account_id) ?? { accountId: r.account_id, topics: [] };
    due.topics.push({ topicId: r.topic_id, postIds: r.post_ids, newTopic: r.new_topic });
    byAccount.set(r.account_id, due);
  }
  return [...byAccount.values()];
}
