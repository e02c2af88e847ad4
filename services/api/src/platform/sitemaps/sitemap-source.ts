import 'reflect-metadata';
import type { Locale } from '@anonse/contracts';

/**
 * The extension point of the XML sitemaps. A context that owns indexable pages (ads and lists today; salons, blog,
 * guides, stories and news in issue 12) adds one provider that implements `SitemapSource` and carries
 * `@SitemapSource()`, in its module's providers: the sitemaps module finds it (Nest discovery), lists its files in
 * `/sitemap.xml` and serves them as `/sitemaps/files/{name}-{n}.xml`. Platform code never names a context.
 *
 * Only indexable, canonical URLs that answer 200 belong in a source: a page that would redirect, answer 404 or say
 * `noindex` (an empty list, an ad that is not public) must be left out.
 */
export interface SitemapPage {
  /** The page's path in each language (its canonical path there); `en: null` when it exists in Polish only. */
  paths: Record<Locale, string | null> & { pl: string };
  /** When its content last changed, if the source knows (ISO 8601). */
  lastmod?: string | null;
}

export interface SitemapSource {
  /** Names its files: lower-case letters and hyphens, unique among sources. */
  readonly name: string;
  /** How many pages it has now. */
  count(): Promise<number>;
  /** Pages `offset` … `offset + limit - 1`, in an order that stays put between calls. */
  pages(offset: number, limit: number): Promise<SitemapPage[]>;
  /** The newest `lastmod` among those pages (the index's `lastmod` of that file), null when unknown. */
  lastmod(offset: number, limit: number): Promise<string | null>;
}

const SITEMAP_SOURCE = Symbol('anonse:sitemap-source');

/** Marks a provider class as a sitemap source (see above). */
export const SitemapSource = (): ClassDecorator => (target) => Reflect.defineMetadata(SITEMAP_SOURCE, true, target);

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const isSitemapSource = (metatype: Function): boolean => Reflect.getMetadata(SITEMAP_SOURCE, metatype) === true;

export const SOURCE_NAME = /^[a-z]+(-[a-z]+)*$/;

/** A source whose pages are one list computed at once (small sets: static pages, list pages). */
export abstract class ListedSitemapSource implements SitemapSource {
  abstract readonly name: string;
  protected abstract all(): Promise<readonly SitemapPage[]>;
  async count(): Promise<number> {
    return (await this.all()).length;
  }
  async pages(offset: number, limit: number): Promise<SitemapPage[]> {
    return (await this.all()).slice(offset, offset + limit);
  }
  async lastmod(offset: number, limit: number): Promise<string | null> {
    return newest((await this.all()).slice(offset, offset + limit));
  }
}

/** The newest lastmod of some pages (ISO strings compare as times). */
export const newest = (pages: readonly SitemapPage[]): string | null =>
  pages.reduce<string | null>((max, p) => (p.lastmod && (!max || p.lastmod > max) ? p.lastmod : max), null);
