import { ARTICLE_EVENTS, assertNever, type ArticleEvent, type ArticleFields } from '@anonse/contracts';
import type { RecordedEvent, SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { contentMigrations } from './content.migration';
import { renderArticleHtml } from './render-markdown';

export const CONTENT_EVENT_TYPES: readonly string[] = ARTICLE_EVENTS.types;

/** Field of the contract → column; `html` follows `body`. */
const COLUMN: Record<keyof ArticleFields, string> = {
  slug: 'slug',
  title: 'title',
  lead: 'lead',
  body: 'body',
  coverPhotoId: 'cover_photo_id',
  category: 'category',
  tags: 'tags',
  seoDescription: 'seo_description',
};

async function applyArticleEvent(db: SqlExecutor, event: ArticleEvent, revision: number): Promise<void> {
  switch (event.type) {
    case 'ArticleCreated': {
      const d = event.data;
      await db.query(
        `INSERT INTO articles (id, kind, language, slug, title, lead, body, html, cover_photo_id, category, tags, seo_description, status, created_at, updated_at, revision)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text[], $12, 'draft', $13, $13, $14) ON CONFLICT (id) DO NOTHING`,
        [
          d.articleId,
          d.kind,
          d.language,
          d.slug,
          d.title,
          d.lead,
          d.body,
          renderArticleHtml(d.body),
          d.coverPhotoId,
          d.category,
          d.tags,
          d.seoDescription,
          d.createdAt,
          revision,
        ],
      );
      return;
    }
    case 'ArticleEdited': {
      const sets: string[] = [];
      const params: unknown[] = [event.data.articleId, event.data.editedAt, revision];
      for (const [key, value] of Object.entries(event.data.changes) as [keyof ArticleFields, unknown][]) {
        if (value === undefined) continue;
        sets.push(`${COLUMN[key]} = $${params.push(value)}${key === 'tags' ? '::text[]' : ''}`);
        if (key === 'body') sets.push(`html = $${params.push(renderArticleHtml(value as string))}`);
      }
      await db.query(`UPDATE articles SET ${[...sets, 'updated_at = $2', 'revision = $3'].join(', ')} WHERE id = $1`, params);
      return;
    }
    case 'ArticleScheduled':
      await db.query(`UPDATE articles SET status = 'scheduled', publish_at = $2, updated_at = $3, revision = $4 WHERE id = $1`, [
        event.data.articleId,
        event.data.publishAt,
        event.data.scheduledAt,
        revision,
      ]);
      return;
    case 'ArticlePublished':
      // The date readers see is the first publication's: taking a text down and back up does not make it news.
      await db.query(
        `UPDATE articles SET status = 'published', publish_at = NULL, published_at = COALESCE(published_at, $2), updated_at = $2, revision = $3 WHERE id = $1`,
        [event.data.articleId, event.data.publishedAt, revision],
      );
      return;
    case 'ArticleUnpublished':
      await db.query(`UPDATE articles SET status = 'unpublished', publish_at = NULL, updated_at = $2, revision = $3 WHERE id = $1`, [
        event.data.articleId,
        event.data.unpublishedAt,
        revision,
      ]);
      return;
    case 'ArticleDeleted':
      await db.query('DELETE FROM articles WHERE id = $1', [event.data.articleId]);
      return;
    default:
      return assertNever(event);
  }
}

export async function applyContentEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const raw of events) await applyArticleEvent(db, ARTICLE_EVENTS.parse(raw), raw.revision);
}

/** Articles and static pages; what it writes is what visitors read, so its batches renew the page caches. */
export function createContentProjector(): Projector {
  return {
    name: 'content',
    mode: 'transactional',
    handles: CONTENT_EVENT_TYPES,
    changesPublicPages: true,
    migrations: contentMigrations,
    apply: (events, db) => applyContentEvents(db, events),
    reset: async (db) => {
      await db.query('TRUNCATE articles');
    },
  };
}
