import { Inject, Injectable } from '@nestjs/common';
import { alternates } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { publicSalonSlugs } from '@anonse/projections';
import { ListedSitemapSource, SitemapSource, type SitemapPage } from '#api/platform/sitemaps/sitemap-source';
import { SQL } from '#api/platform/tokens';

/** Every public salon's page in both languages (salons are few: one query a request is cheap). */
@SitemapSource()
@Injectable()
export class SalonPagesSitemap extends ListedSitemapSource {
  readonly name = 'salon-pages';
  constructor(@Inject(SQL) private readonly db: SqlExecutor) {
    super();
  }

  protected async all(): Promise<readonly SitemapPage[]> {
    return (await publicSalonSlugs(this.db)).map((s) => {
      const paths = alternates('salon', { pl: { slug: s.slug }, en: { slug: s.slug } });
      return { paths: { pl: paths.pl!, en: paths.en }, lastmod: s.updatedAt };
    });
  }
}
