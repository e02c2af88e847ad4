import { Inject, Injectable } from '@nestjs/common';
import { articleHref, articleListHref, LISTED_ARTICLE_KINDS, ROUTES, ARTICLE_ROUTES, type Locale } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { publishedArticlesForSitemap } from '@anonse/projections';
import { ListedSitemapSource, SitemapSource, type SitemapPage } from '#api/platform/sitemaps/sitemap-source';
import { SQL } from '#api/platform/tokens';

/**
 * The blog, guides, stories and news: each list's first page (once it has an article) and every published article. An article and its
 * translation (same kind and slug) are one page with both languages; one in English only is listed under its own
 * path (there is nothing Polish to name).
 */
@SitemapSource()
@Injectable()
export class ArticlesSitemap extends ListedSitemapSource {
  readonly name = 'articles';

  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {
    super();
  }

  protected async all(): Promise<readonly SitemapPage[]> {
    const published = await publishedArticlesForSitemap(this.sql);
    // A list without articles says noindex (an empty page), so it is listed only once it has one.
    const lists: SitemapPage[] = LISTED_ARTICLE_KINDS.flatMap((kind) => {
      const has = (language: Locale) => published.some((a) => a.kind === kind && a.language === language);
      const pl = has('pl') ? articleListHref(kind, 'pl') : null;
      const en = has('en') && ROUTES[ARTICLE_ROUTES[kind]].en ? articleListHref(kind, 'en') : null;
      return pl || en ? [{ paths: { pl: (pl ?? en)!, en: pl ? en : null } }] : [];
    });
    const byKey = new Map<string, { paths: Partial<Record<Locale, string>>; lastmod: string }>();
    for (const a of published) {
      const key = `${a.kind}/${a.slug}`;
      const entry = byKey.get(key) ?? { paths: {}, lastmod: a.updatedAt };
      entry.paths[a.language] = articleHref(a.kind, a.language, a.slug);
      if (a.updatedAt > entry.lastmod) entry.lastmod = a.updatedAt;
      byKey.set(key, entry);
    }
    const articles = [...byKey.values()].map(({ paths, lastmod }) => ({
      paths: { pl: (paths.pl ?? paths.en)!, en: paths.pl ? (paths.en ?? null) : null },
      lastmod,
    }));
    return [...lists, ...articles];
  }
}
