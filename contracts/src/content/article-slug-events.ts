import { z } from 'zod';
import { defineEvent, eventRegistry, type EventsOf } from '../events/event-registry';
import { ArticleKind, ArticleLanguage } from './article-events';

/**
 * Events of stream `article-slug-{kind}-{language}-{slug}`: which article holds an address. Taking one appends
 * with the stream's expected revision, so of two editors saving one slug at once the store lets exactly one have
 * it; the article's own stream still says what its slug is, this stream only keeps two from saying the same.
 */
const ArticleSlugClaimedEvent = defineEvent(
  'ArticleSlugClaimed',
  z.object({ kind: ArticleKind, language: ArticleLanguage, slug: z.string(), articleId: z.string(), claimedAt: z.iso.datetime() }),
);
/** The holder moved to another slug or was deleted: the address is free again. */
const ArticleSlugReleasedEvent = defineEvent(
  'ArticleSlugReleased',
  z.object({ kind: ArticleKind, language: ArticleLanguage, slug: z.string(), articleId: z.string(), releasedAt: z.iso.datetime() }),
);

export const ARTICLE_SLUG_EVENTS = eventRegistry([ArticleSlugClaimedEvent, ArticleSlugReleasedEvent]);
export type ArticleSlugEvent = EventsOf<typeof ARTICLE_SLUG_EVENTS>;

export const articleSlugStreamId = (kind: ArticleKind, language: ArticleLanguage, slug: string) =>
  `article-slug-${kind}-${language}-${slug}`;
