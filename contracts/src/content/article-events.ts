import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';

export const ARTICLE_KINDS = ['blog', 'guide', 'story', 'news', 'page'] as const;
export const ArticleKind = z.enum(ARTICLE_KINDS);
export type ArticleKind = z.infer<typeof ArticleKind>;
export const ArticleLanguage = z.enum(['pl', 'en']);
export type ArticleLanguage = z.infer<typeof ArticleLanguage>;

/**
 * What an editor writes; every field an edit may change. Events keep plain strings (not the input's text rules):
 * whatever the log holds must fold, so a later, stricter input schema never makes old events unreadable.
 */
export const ArticleFields = z.object({
  slug: z.string(),
  title: z.string(),
  lead: z.string(),
  /** Markdown; rendered and sanitised by the read side, never stored as HTML in the log. */
  body: z.string(),
  coverPhotoId: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  seoDescription: z.string(),
});
export type ArticleFields = z.infer<typeof ArticleFields>;
export const ARTICLE_FIELD_KEYS = Object.keys(ArticleFields.shape) as (keyof ArticleFields)[];

/**
 * Events of stream `article-{articleId}`. Articles are editorial texts written by staff: nothing in them is anyone's
 * personal data, so nothing is sealed. Every edit is its own event, so the stream is the article's history.
 */
const ArticleCreatedEvent = defineEvent(
  'ArticleCreated',
  ArticleFields.extend({ articleId: z.string(), kind: ArticleKind, language: ArticleLanguage, createdAt: z.iso.datetime() }),
);
/** Only the fields that changed (`changes`), so the history reads as what was edited. */
const ArticleEditedEvent = defineEvent(
  'ArticleEdited',
  z.object({ articleId: z.string(), changes: ArticleFields.partial(), editedAt: z.iso.datetime() }),
);
const ArticleScheduledEvent = defineEvent(
  'ArticleScheduled',
  z.object({ articleId: z.string(), publishAt: z.iso.datetime(), scheduledAt: z.iso.datetime() }),
);
/** `scheduled`: appended by the scheduler when publishAt passed, not by a person pressing "publish". */
const ArticlePublishedEvent = defineEvent(
  'ArticlePublished',
  z.object({ articleId: z.string(), publishedAt: z.iso.datetime(), scheduled: z.boolean() }),
);
const ArticleUnpublishedEvent = defineEvent('ArticleUnpublished', z.object({ articleId: z.string(), unpublishedAt: z.iso.datetime() }));
const ArticleDeletedEvent = defineEvent('ArticleDeleted', z.object({ articleId: z.string(), deletedAt: z.iso.datetime() }));

export const ARTICLE_EVENTS = eventRegistry([
  ArticleCreatedEvent,
  ArticleEditedEvent,
  ArticleScheduledEvent,
  ArticlePublishedEvent,
  ArticleUnpublishedEvent,
  ArticleDeletedEvent,
]);
export type ArticleCreated = EventOf<typeof ArticleCreatedEvent>;
export type ArticleEdited = EventOf<typeof ArticleEditedEvent>;
export type ArticleScheduled = EventOf<typeof ArticleScheduledEvent>;
export type ArticlePublished = EventOf<typeof ArticlePublishedEvent>;
export type ArticleUnpublished = EventOf<typeof ArticleUnpublishedEvent>;
export type ArticleDeleted = EventOf<typeof ArticleDeletedEvent>;
export type ArticleEvent = EventsOf<typeof ARTICLE_EVENTS>;

export const articleStreamId = (articleId: string) => `article-${articleId}`;
