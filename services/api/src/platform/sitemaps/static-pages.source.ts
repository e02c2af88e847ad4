import { Injectable } from '@nestjs/common';
import { alternates, type RouteId } from '@anonse/contracts';
import { ListedSitemapSource, SitemapSource, type SitemapPage } from './sitemap-source';

/**
 * The pages with no data behind them: the information pages of the footer (rendered by web-public's info-page
 * route) and the first pages of the HTML sitemaps. A page of the route table that the site does not render yet
 * (news, blog, …) is not here: its context adds a source of its own when it comes.
 */
const STATIC_PAGES: readonly RouteId[] = [
  'about',
  'terms',
  'privacy',
  'security',
  'adTypes',
  'promoInfo',
  'pricing',
  'advertising',
  'contact',
  'sitemap',
  'sitemapProvinces',
  'sitemapRegions',
];

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
