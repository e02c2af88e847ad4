import { Injectable } from '@nestjs/common';
import { alternates, STATIC_PAGE_KEYS, type RouteId } from '@anonse/contracts';
import { ListedSitemapSource, SitemapSource, type SitemapPage } from './sitemap-source';

/**
 * The pages with no data behind them: the information pages of the footer (rendered by web-public's info-page
 * route) and the first pages of the HTML sitemaps. A page of the route table that the site does not render yet
 * (news, blog, …) is not here: its context adds a source of its own when it comes.
 */
const STATIC_PAGES: readonly RouteId[] = [...STATIC_PAGE_KEYS, 'sitemap', 'sitemapProvinces', 'sitemapRegions'];

@SitemapSource()
@Injectable()
export class StaticPagesSitemap extends ListedSitemapSource {
  readonly name = 'pages';
  private readonly list: SitemapPage[] = STATIC_PAGES.map((id) => {
    const paths = alternates(id);
    return { paths: { pl: paths.pl!, en: paths.en } };
  });
  protected async all(): Promise<readonly SitemapPage[]> {
    return this.list;
  }
}
