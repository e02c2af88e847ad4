import { Inject, Injectable } from '@nestjs/common';
import { alternates, slugify } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { countPublicAds, publicAdPages, publicAdsByPlace, publicAdServicesByPlace, publicAdsLastChange } from '@anonse/projections';
import type { Clock } from '#api/platform/clock/clock';
import { ListedSitemapSource, SitemapSource, type SitemapPage } from '#api/platform/sitemaps/sitemap-source';
import { CLOCK, SQL } from '#api/platform/tokens';
import { listingPages } from './listing-pages';

/** Every public ad's page, in both languages, `lastmod` its last change; read a file at a time in id order. */
@SitemapSource()
@Injectable()
export class AdPagesSitemap implements SitemapSource {
  readonly name = 'ads';
  constructor(@Inject(SQL) private readonly db: SqlExecutor) {}

  count(): Promise<number> {
    return countPublicAds(this.db);
  }

  async pages(offset: number, limit: number): Promise<SitemapPage[]> {
    const ads = await publicAdPages(this.db, offset, limit);
    // The ad page's own canonical form: a slug of its title, or none (ad-detail redirects anything else).
    return ads.map((ad) => {
      const paths = alternates('adDetail', { pl: { id: ad.id, slug: slugify(ad.title) || undefined } });
      return { paths: { pl: paths.pl!, en: paths.en }, lastmod: ad.changed };
    });
  }

  lastmod(offset: number, limit: number): Promise<string | null> {
    return publicAdsLastChange(this.db, offset, limit);
  }
}

/** How long the list pages, computed from two grouped queries, are reused (index and files ask in turn). */
export const LISTING_PAGES_TTL_MS = 5 * 60_000;

/** The list pages with public ads (listing-pages.ts), recomputed at most every LISTING_PAGES_TTL_MS per process. */
@SitemapSource()
@Injectable()
export class ListingPagesSitemap extends ListedSitemapSource {
  readonly name = 'lists';
  private cached?: { at: number; pages: Promise<SitemapPage[]> };

  constructor(
    @Inject(SQL) private readonly db: SqlExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super();
  }

  protected all(): Promise<readonly SitemapPage[]> {
    const now = this.clock.now().getTime();
    if (!this.cached || now - this.cached.at >= LISTING_PAGES_TTL_MS) {
      const pages = Promise.all([publicAdsByPlace(this.db), publicAdServicesByPlace(this.db)]).then(([byCategory, byService]) =>
        listingPages(byCategory, byService),
      );
      const entry = { at: now, pages };
      // A failed read is not kept: the next request asks the database again.
      pages.catch(() => {
        if (this.cached === entry) this.cached = undefined;
      });
      this.cached = entry;
    }
    return this.cached.pages;
  }
}
