import { ARTICLE_EVENTS, ARTICLE_FIELD_KEYS, articleStreamId, assertNever, type ArticleHistoryEntry } from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import { getAccount } from '@anonse/projections';

const timeOf = (occurredAt: unknown, stored: Date) =>
  typeof occurredAt === 'string' && Number.isFinite(Date.parse(occurredAt)) ? occurredAt : stored.toISOString();

/**
 * An article's history straight from its stream (the log is the history, not a read model): each event with who
 * caused it, when, and the fields it changed from what to what. Null when the article never existed.
 */
export async function readArticleHistory(store: EventStore, sql: SqlExecutor, articleId: string): Promise<ArticleHistoryEntry[] | null> {
  const recorded = await store.readStream(articleStreamId(articleId));
  if (!recorded.length) return null;
  const logins = new Map<string, string | null>();
  const loginOf = async (id: string | null) => {
    if (!id) return null;
    if (!logins.has(id)) logins.set(id, (await getAccount(sql, id))?.login ?? null);
    return logins.get(id) ?? null;
  };
  let fields: Record<string, unknown> = {};
  const entries: ArticleHistoryEntry[] = [];
  for (const raw of recorded) {
    const event = ARTICLE_EVENTS.parse(raw);
    const changes: ArticleHistoryEntry['changes'] = [];
    const note = (field: string, before: unknown, after: unknown) => changes.push({ field, before: before ?? null, after: after ?? null });
    switch (event.type) {
      case 'ArticleCreated':
        for (const key of ARTICLE_FIELD_KEYS) note(key, null, event.data[key]);
        fields = Object.fromEntries(ARTICLE_FIELD_KEYS.map((k) => [k, event.data[k]]));
        note('kind', null, event.data.kind);
        note('language', null, event.data.language);
        break;
      case 'ArticleEdited':
        for (const [key, after] of Object.entries(event.data.changes)) {
          if (after === undefined) continue;
          note(key, fields[key], after);
          fields[key] = after;
        }
        break;
      case 'ArticleScheduled':
        note('publishAt', null, event.data.publishAt);
        break;
      case 'ArticlePublished':
        note('status', null, 'published');
        break;
      case 'ArticleUnpublished':
        note('status', 'published', 'unpublished');
        break;
      case 'ArticleDeleted':
        break;
      default:
        assertNever(event);
    }
    const actor = raw.metadata.actor as { id?: unknown; role?: unknown } | undefined;
    const actorId = typeof actor?.id === 'string' ? actor.id : null;
    entries.push({
      id: raw.id,
      revision: raw.revision,
      type: raw.type,
      at: timeOf(raw.metadata.occurredAt, raw.createdAt),
      actor: { id: actorId, role: typeof actor?.role === 'number' ? actor.role : null, login: await loginOf(actorId) },
      changes,
    });
  }
  return entries.reverse();
}
