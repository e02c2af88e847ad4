import {
  AD_LIST_CATEGORIES,
  ESCORT_SERVICES,
  cityByKeyOf,
  districtsOfCity,
  href,
  listHref,
  provinceBySlugOrId,
  serviceBySlug,
  type ListPath,
} from '@anonse/contracts';
import type { PublicAdGroup } from '@anonse/projections';
import type { SitemapPage } from '#api/platform/sitemaps/sitemap-source';

type Place = Pick<ListPath, 'province' | 'city' | 'district'>;

/** The list pages a group of ads appears on: the whole country, its province, its town and its district. */
function placesOf(group: PublicAdGroup): Place[] {
  const out: Place[] = [{}];
  const province = provinceBySlugOrId(group.province);
  const city = cityByKeyOf(group.city);
  if (province) out.push({ province });
  if (city) {
    out.push({ city });
    const district = group.district ? districtsOfCity(city.key).find((d) => d.slug === group.district) : undefined;
    if (district) out.push({ city, district });
  }
  return out;
}

/**
 * Every list page worth a search engine's time, from the grouped counts of public ads (`publicAdsByPlace` by
 * category, `publicAdServicesByPlace` by service): a page is listed when at least one public ad is on it — the same
 * rule that makes the page itself indexable — with the newest change among them as `lastmod`. That is:
 * the home page and each family's first page (always), `/anonse/` by place and by category × place, escorts by
 * place, a page per service offered, and the HTML sitemap pages of provinces and towns with ads.
 * `/anonse-erotyczne/{place}/` and `/masaze-erotyczne/{place}/` are left out: they list exactly what
 * `/anonse/{place}/` and `/anonse/masaz/{place}/` list.
 */
export function listingPages(byCategory: readonly PublicAdGroup[], byService: readonly PublicAdGroup[]): SitemapPage[] {
  const pages = new Map<string, SitemapPage>();
  const add = (paths: SitemapPage['paths'], changed: string | null) => {
    const page = pages.get(paths.pl);
    if (!page) pages.set(paths.pl, { paths, lastmod: changed });
    else if (changed && (!page.lastmod || changed > page.lastmod)) page.lastmod = changed;
  };
  const list = (path: ListPath, changed: string | null) => add({ pl: listHref(path, 'pl'), en: listHref(path, 'en') }, changed);
  const route = (id: 'home' | 'serviceIndex', changed: string | null) => add({ pl: href(id, 'pl'), en: href(id, 'en') }, changed);

  route('home', null);
  route('serviceIndex', null);
  for (const family of ['adList', 'eroticAds', 'escorts', 'massages'] as const) list({ family }, null);

  for (const group of byCategory) {
    const changed = group.changed;
    route('home', changed);
    list({ family: 'eroticAds' }, changed);
    for (const place of placesOf(group)) list({ family: 'adList', ...place }, changed);
    for (const category of AD_LIST_CATEGORIES.filter((c) => c.filter.tag1 === group.key))
      for (const place of placesOf(group)) list({ family: 'adList', category, ...place }, changed);
    if (group.key === 'masaz') list({ family: 'massages' }, changed);
    const province = provinceBySlugOrId(group.province);
    if (province)
      add(
        { pl: href('sitemapProvinces', 'pl', { '*': province.slug }), en: href('sitemapProvinces', 'en', { '*': province.slug }) },
        changed,
      );
    if (cityByKeyOf(group.city))
      add({ pl: href('sitemapRegions', 'pl', { '*': group.city }), en: href('sitemapRegions', 'en', { '*': group.city }) }, changed);
  }

  for (const group of byService) {
    const service = serviceBySlug(group.key);
    if (!service) continue;
    const changed = group.changed;
    route('serviceIndex', changed);
    list({ family: 'services', service }, changed);
    for (const category of AD_LIST_CATEGORIES.filter((c) => c.filter.service?.includes(group.key)))
      for (const place of placesOf(group)) list({ family: 'adList', category, ...place }, changed);
    if ((ESCORT_SERVICES as readonly string[]).includes(group.key))
      for (const place of placesOf(group)) list({ family: 'escorts', ...place }, changed);
  }
  return [...pages.values()].sort((a, b) => (a.paths.pl < b.paths.pl ? -1 : a.paths.pl > b.paths.pl ? 1 : 0));
}
