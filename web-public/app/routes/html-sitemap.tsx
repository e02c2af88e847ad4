import {
  AD_LIST_CATEGORIES,
  LIST_FAMILY_IDS,
  SERVICES,
  alternates,
  href,
  listHref,
  type AdListFacets,
  type Locale,
  type SearchFilter,
} from '@anonse/contracts/browser';
import { PROVINCES, citiesOfProvince, districtsOfCity, placeOfText } from '@anonse/contracts/places';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { getListPage } from '../features/ads/api/get-list-page.server';
import styles from '../features/browse/components/browse.module.css';
import { BROWSE } from '../features/browse/i18n';
import { INFO_PAGE_IDS } from '../features/info-pages/lib/info-pages';
import { getT } from '../i18n/i18n';
import type { ApiFetch } from '../lib/api';
import { serverApi } from '../lib/api.server';
import { withTrailingSlash } from '../lib/app-data';
import type { Crumb } from '../lib/json-ld';
import { localeOf } from '../lib/locale';
import { loaderHeaders, pageCacheHeaders } from '../lib/page-cache';
import { seoMeta, type PageSeo } from '../lib/seo';
import page from './page.module.css';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** Read-only: a visitor gets server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * The HTML sitemaps (docs/product.md § 2), in both languages:
 * - `/sitemap/`: every list family, category, service and information page, and the two maps below;
 * - provinces, the administrative way down: `/sitemap/provinces/` (the 16 provinces) → `/sitemap/provinces/{province}/`
 *   (its towns that have ads);
 * - regions, a town as a region of its own: `/sitemap/regions/` (every town with ads, by province) →
 *   `/sitemap/regions/{town}/` (its districts and its category and family pages).
 * Counts come from the list call (kept counts, one hit asked for), so they are the numbers the list pages show.
 */
interface Item {
  key: string;
  label: string;
  to: string;
  count?: number;
}
interface Section {
  id: string;
  title: string;
  items: Item[];
  /** Sub-headings inside the section (towns by province). */
  groups?: { title: string; items: Item[] }[];
}

/** The counts a list page of `filter` links with; `until` is when the premium block turns (the page cache's limit). */
const countsOf = async (api: ApiFetch, filter: SearchFilter): Promise<{ total: number; facets: AdListFacets; until: string }> => {
  const { total, facets, rotatesAt } = await getListPage(api, { ...filter, per_page: 1 });
  return { total, facets, until: rotatesAt };
};

const byName = (a: Item, b: Item) => a.label.localeCompare(b.label, 'pl');

interface SitemapPage {
  heading: string;
  intro: string | null;
  sections: Section[];
  empty: string | null;
  crumbs: Crumb[];
  seo: PageSeo;
}

export async function loader(args: LoaderFunctionArgs) {
  const { until, ...page } = await sitemapPage(args);
  // Anonymous visitors may get the same render until the premium block turns (the server's page cache).
  return data(page, { headers: until ? pageCacheHeaders(until) : {} });
}

async function sitemapPage({ request, context, params }: LoaderFunctionArgs): Promise<SitemapPage & { until: string | null }> {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const t = getT(locale, BROWSE);
  const api = serverApi(request, context, locale);
  const pathname = withTrailingSlash(url.pathname);
  const splat = (params['*'] ?? '').replace(/\/+$/, '');
  const home: Crumb = { label: t('nav.home'), to: href('home', locale) };
  const root: Crumb = { label: t('crumbs.sitemap'), to: href('sitemap', locale) };
  const seo = (
    title: string,
    description: string,
    route: 'sitemap' | 'sitemapProvinces' | 'sitemapRegions',
    rest = '',
    index = true,
  ): PageSeo => ({
    title: t('title.brand', { main: title }),
    description,
    locale,
    alternates: alternates(route, { pl: { '*': rest } }),
    index,
  });

  if (pathname.startsWith(href('sitemapProvinces', locale))) {
    const provincesCrumb: Crumb = { label: t('sitemap.provinces'), to: href('sitemapProvinces', locale) };
    if (!splat) {
      const { facets, until } = await countsOf(api, {});
      const items = PROVINCES.map((p) => ({
        key: p.slug,
        label: p.name,
        to: href('sitemapProvinces', locale, { '*': p.slug }),
        count: facets.province[p.slug] ?? 0,
      })).sort(byName);
      return {
        heading: t('sitemap.provincesHeading'),
        intro: t('sitemap.provincesIntro'),
        sections: [{ id: 'provinces', title: t('sitemap.provinces'), items }],
        empty: null,
        crumbs: [home, root, { label: provincesCrumb.label }],
        seo: seo(t('sitemap.provincesTitle'), t('sitemap.provincesDescription'), 'sitemapProvinces'),
        until,
      };
    }
    const province = placeOfText(splat)?.province;
    if (!province || splat.includes('/')) throw data(null, { status: 404 });
    if (province.slug !== splat) throw redirect(href('sitemapProvinces', locale, { '*': province.slug }), 301);
    const { total, facets, until } = await countsOf(api, { province: province.slug });
    const items = citiesOfProvince(province.slug)
      .map((c) => ({ key: c.key, label: c.name, to: listHref({ family: 'adList', city: c }, locale), count: facets.city[c.key] ?? 0 }))
      .filter((i) => i.count > 0)
      .sort(byName);
    return {
      heading: t('sitemap.provinceHeading', { province: province.name }),
      intro: null,
      sections: [
        {
          id: 'province',
          title: province.name,
          items: [
            {
              key: 'all',
              label: t('empty.wider', { place: province.name }),
              to: listHref({ family: 'adList', province }, locale),
              count: total,
            },
          ],
        },
        { id: 'cities', title: t('sitemap.regions'), items },
      ],
      empty: items.length ? null : t('sitemap.provinceEmpty'),
      crumbs: [home, root, provincesCrumb, { label: province.name }],
      seo: seo(
        t('sitemap.provinceTitle', { province: province.name }),
        t('sitemap.provinceDescription', { province: province.name }),
        'sitemapProvinces',
        province.slug,
        total > 0,
      ),
      until,
    };
  }

  if (pathname.startsWith(href('sitemapRegions', locale))) {
    const regionsCrumb: Crumb = { label: t('sitemap.regions'), to: href('sitemapRegions', locale) };
    if (!splat) {
      // The towns of each province: the list call counts a province's towns (kept counts, 16 cheap reads).
      const counts = await Promise.all(PROVINCES.map((p) => countsOf(api, { province: p.slug })));
      const groups = PROVINCES.map((p, i) => ({
        title: p.name,
        items: citiesOfProvince(p.slug)
          .filter((c) => (counts[i]!.facets.city[c.key] ?? 0) > 0)
          .map((c) => ({
            key: c.key,
            label: c.name,
            to: href('sitemapRegions', locale, { '*': c.key }),
            count: counts[i]!.facets.city[c.key] ?? 0,
          }))
          .sort(byName),
      }))
        .filter((g) => g.items.length > 0)
        .sort((a, b) => a.title.localeCompare(b.title, 'pl'));
      return {
        heading: t('sitemap.regionsHeading'),
        intro: t('sitemap.regionsIntro'),
        sections: [{ id: 'regions', title: t('sitemap.regions'), items: [], groups }],
        empty: groups.length ? null : t('sitemap.empty'),
        crumbs: [home, root, { label: regionsCrumb.label }],
        seo: seo(t('sitemap.regionsTitle'), t('sitemap.regionsDescription'), 'sitemapRegions'),
        until: counts.map((c) => c.until).sort()[0] ?? null,
      };
    }
    const city = placeOfText(splat)?.city;
    if (!city || splat.includes('/')) throw data(null, { status: 404 });
    if (city.key !== splat) throw redirect(href('sitemapRegions', locale, { '*': city.key }), 301);
    const { total, facets, until } = await countsOf(api, { city: city.key });
    const categories = AD_LIST_CATEGORIES.map((c) => ({
      key: c.slug.pl,
      label: c.name[locale],
      to: listHref({ family: 'adList', category: c, city }, locale),
      count: c.filter.tag1
        ? (facets.category[c.filter.tag1] ?? 0)
        : Math.max(0, ...(c.filter.service ?? []).map((s) => facets.service[s] ?? 0)),
    })).filter((i) => i.count > 0);
    const districts = districtsOfCity(city.key)
      .map((d) => ({
        key: d.slug,
        label: d.name,
        to: listHref({ family: 'adList', city, district: d }, locale),
        count: facets.district[d.slug] ?? 0,
      }))
      .filter((i) => i.count > 0);
    // The town's page of each other family (the main list's is "all ads" above them).
    const families = (['eroticAds', 'escorts', 'massages'] as const).map((family) => ({
      key: family,
      label: t(`family.${family}.heading`),
      to: listHref({ family, city }, locale),
    }));
    return {
      heading: t('sitemap.regionHeading', { city: city.name }),
      intro: null,
      sections: [
        { id: 'districts', title: t('sitemap.districts'), items: districts },
        { id: 'categories', title: t('sitemap.categories'), items: categories },
        {
          id: 'more',
          title: t('sitemap.more'),
          items: [
            {
              key: 'all',
              label: t('sitemap.regionAll', { city: city.name }),
              to: listHref({ family: 'adList', city }, locale),
              count: total,
            },
            ...families,
          ],
        },
      ].filter((s) => s.items.length > 0),
      empty: total > 0 ? null : t('sitemap.empty'),
      crumbs: [home, root, regionsCrumb, { label: city.name }],
      seo: seo(
        t('sitemap.regionTitle', { city: city.name }),
        t('sitemap.regionDescription', { city: city.name }),
        'sitemapRegions',
        city.key,
        total > 0,
      ),
      until,
    };
  }

  if (splat) throw data(null, { status: 404 });
  return {
    heading: t('sitemap.heading'),
    intro: t('sitemap.intro'),
    sections: rootSections(locale),
    empty: null,
    crumbs: [home, { label: root.label }],
    seo: seo(t('sitemap.title'), t('sitemap.description'), 'sitemap'),
    until: null,
  };
}

function rootSections(locale: Locale): Section[] {
  const t = getT(locale, BROWSE);
  const link = (key: string, label: string, to: string): Item => ({ key, label, to });
  return [
    {
      id: 'lists',
      title: t('sitemap.lists'),
      items: [
        ...LIST_FAMILY_IDS.filter((f) => f !== 'services').map((f) => link(f, t(`family.${f}.heading`), listHref({ family: f }, locale))),
        link('services', t('family.services.heading'), href('serviceIndex', locale)),
        link('search', t('sitemap.search'), href('search', locale)),
      ],
    },
    {
      id: 'provinces',
      title: t('sitemap.provinces'),
      items: [
        link('all', t('sitemap.provincesHeading'), href('sitemapProvinces', locale)),
        ...PROVINCES.map((p) => link(p.slug, p.name, listHref({ family: 'adList', province: p }, locale))).sort(byName),
      ],
    },
    { id: 'regions', title: t('sitemap.regions'), items: [link('all', t('sitemap.regionsHeading'), href('sitemapRegions', locale))] },
    {
      id: 'categories',
      title: t('sitemap.categories'),
      items: AD_LIST_CATEGORIES.map((c) => link(c.slug.pl, c.name[locale], listHref({ family: 'adList', category: c }, locale))),
    },
    {
      id: 'services',
      title: t('sitemap.services'),
      items: SERVICES.map((s) => link(s.slug, s.name[locale], listHref({ family: 'services', service: s }, locale))),
    },
    { id: 'info', title: t('sitemap.info'), items: INFO_PAGE_IDS.map((id) => link(id, t(`footer.${id}`), href(id, locale))) },
  ];
}

export const meta = seoMeta;
export const headers = loaderHeaders;

export default function HtmlSitemap() {
  const { heading, intro, sections, empty, crumbs } = useLoaderData<typeof loader>();
  const { t } = useTranslation(BROWSE);
  const list = (items: Item[]) => (
    <ul className={styles.columns}>
      {items.map((i) => (
        <li key={i.key} className={styles.item}>
          <Link to={i.to}>{i.label}</Link>
          {i.count !== undefined && <span className={styles.count}>{t('serviceIndex.count', { count: i.count })}</span>}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <h1 className={page.h1} data-testid="list-heading">
        {heading}
      </h1>
      {intro && <p className={page.sub}>{intro}</p>}
      <div className={styles.sitemap} data-testid="html-sitemap">
        {sections.map((s) => (
          <section key={s.id} aria-labelledby={`sitemap-${s.id}`}>
            <h2 id={`sitemap-${s.id}`}>{s.title}</h2>
            {s.items.length > 0 && list(s.items)}
            {s.groups?.map((g) => (
              <div key={g.title}>
                <h3>{g.title}</h3>
                {list(g.items)}
              </div>
            ))}
          </section>
        ))}
        {empty && <p className={page.notice}>{empty}</p>}
      </div>
    </>
  );
}
