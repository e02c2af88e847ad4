import { AD_LIST_CATEGORIES, href, type Locale, type RouteId } from '@anonse/contracts/browser';

/**
 * The header tabs and the footer links of docs/product.md § 2, every path from the route table. Pure, so the unit tests and
 * the layout read the same lists.
 */
export type NavLabel = { key: string } | { text: string };
export interface NavLink {
  id: string;
  to: string;
  label: NavLabel;
}

const category = (slug: string) => {
  const found = AD_LIST_CATEGORIES.find((c) => c.slug.pl === slug);
  if (!found) throw new Error(`no ad-list category ${slug}`);
  return found;
};

/** docs/product.md § 2 "Header": home, women, erotic massages, massage parlors, couples, GFE, phone services, BDSM, men, trans. */
export function headerTabs(locale: Locale): NavLink[] {
  const list = (slug: string): NavLink => {
    const c = category(slug);
    return { id: slug, to: href('adList', locale, { '*': c.slug[locale] }), label: { text: c.name[locale] } };
  };
  return [
    { id: 'home', to: href('home', locale), label: { key: 'nav.home' } },
    list('panie'),
    { id: 'massages', to: href('massages', locale), label: { key: 'nav.massages' } },
    { id: 'salons', to: href('salons', locale), label: { key: 'nav.salons' } },
    list('pary'),
    list('klimat-gfe'),
    list('sex-telefon-pokazy'),
    list('bdsm'),
    list('panowie'),
    list('trans'),
  ];
}

/** Whether a tab is the current page: home only on itself, the others on themselves and everything under them. */
export const isTabActive = (tab: NavLink, pathname: string, locale: Locale): boolean =>
  tab.id === 'home' ? pathname === href('home', locale) : pathname.startsWith(tab.to);

interface FooterItem {
  id: string;
  to: string;
  label: string;
  /** Polish-only pages (docs/product.md § 2: erotic stories, the blog article on escorts) are not linked under /en/. */
  plOnly?: boolean;
}

const route = (id: RouteId, label: string, extra: Partial<FooterItem> = {}) => ({ id, label, route: id, ...extra });

/** The footer's columns; `label` is a key of the `common` namespace. */
const FOOTER: { title: string; links: (Omit<FooterItem, 'to'> & { route: RouteId; params?: Record<string, string>; hash?: string })[] }[] =
  [
    {
      title: 'footer.info',
      links: [
        route('home', 'nav.home'),
        route('terms', 'footer.terms'),
        route('privacy', 'footer.privacy'),
        route('advertising', 'footer.advertising'),
        route('about', 'footer.about'),
        route('news', 'footer.news'),
        route('contact', 'footer.contact'),
        route('security', 'footer.security'),
      ],
    },
    {
      title: 'footer.more',
      links: [
        route('adTypes', 'footer.adTypes'),
        route('promoInfo', 'footer.promoInfo'),
        route('blog', 'footer.blog'),
        route('guides', 'footer.guides'),
        route('stories', 'footer.stories', { plOnly: true }),
        { ...route('blog', 'footer.escortArticle', { plOnly: true }), id: 'escortArticle', params: { '*': 'kim-jest-escort' } },
        route('escorts', 'footer.escorts'),
      ],
    },
    {
      title: 'footer.account',
      links: [
        route('login', 'nav.login'),
        route('register', 'nav.register'),
        route('addAd', 'nav.addAd'),
        route('pricing', 'footer.pricing'),
      ],
    },
    {
      // docs/product.md § 2 "Also listed in menus": category map, city map, province map, live sex, massage salons (the price list is
      // the pricing link above).
      title: 'footer.maps',
      links: [
        route('sitemap', 'footer.sitemap'),
        route('sitemapRegions', 'footer.sitemapRegions'),
        route('sitemapProvinces', 'footer.sitemapProvinces'),
        { ...route('sitemap', 'footer.categoryMap'), id: 'categoryMap', hash: '#sitemap-categories' },
        { ...route('adList', 'footer.liveSex'), id: 'liveSex', params: { '*': 'sex-telefon-pokazy' } },
        route('salons', 'footer.salons'),
      ],
    },
  ];

/** The footer's columns in a language, Polish-only links left out under /en/. */
export function footerColumns(locale: Locale): { title: string; links: FooterItem[] }[] {
  return FOOTER.map((col) => ({
    title: col.title,
    links: col.links
      .filter((l) => !(l.plOnly && locale === 'en'))
      .map(({ route: id, params, hash, ...l }) => {
        // A category slug is Polish in the table above; its English list has its own slug.
        const splat = id === 'adList' && params?.['*'] ? { '*': category(params['*']).slug[locale] } : params;
        return { ...l, to: href(id, locale, splat) + (hash ?? '') };
      }),
  }));
}
