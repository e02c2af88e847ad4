import type { Locale } from '../i18n';

/**
 * Every route of docs/product.md § 2 in Polish and English — the one source of truth for the router, links, hreflang
 * and sitemaps. Patterns use React Router syntax (`:param`, `:param?`, trailing `*` splat) and always end
 * with a slash. `en: null` means the page exists in Polish only. `aliases` are further Polish paths the
 * spec names for the same page; they redirect (301) to the canonical Polish path.
 */
export type Access = 'public' | 'guest' | 'user' | 'admin';
export type Area = 'public' | 'account' | 'forum' | 'admin';

export interface RouteDef {
  pl: string;
  en: string | null;
  aliases?: readonly string[];
  area: Area;
  access: Access;
  /** Whether search engines may index it (and it belongs in sitemaps). */
  index: boolean;
}

const page = (pl: string, en: string | null, extra: Partial<RouteDef> = {}): RouteDef => ({
  pl,
  en,
  area: 'public',
  access: 'public',
  index: true,
  ...extra,
});
const account = (pl: string, en: string | null, access: Access, extra: Partial<RouteDef> = {}): RouteDef =>
  page(pl, en, { area: 'account', access, index: false, ...extra });
const forum = (pl: string, en: string | null, extra: Partial<RouteDef> = {}): RouteDef => page(pl, en, { area: 'forum', ...extra });
/** The console is one single-page app with its own language switch, so both locales share its paths. */
const admin = (pl: string): RouteDef => page(pl, pl, { area: 'admin', access: 'admin', index: false });

export const ROUTES = {
  home: page('/', '/en/'),
  adList: page('/anonse/*', '/en/erotic-ads/*'),
  adDetail: page('/anons/:id/:slug?/', '/en/erotic-ad/:id/:slug?/', { aliases: ['/noindex/ad/:id/'] }),
  search: page('/search/', '/en/search/', { aliases: ['/anonse/search/'], index: false }),
  eroticAds: page('/anonse-erotyczne/*', '/en/adult-ads/*', { aliases: ['/anonse/anonse-ero/*'] }),
  escorts: page('/roksa/*', '/en/escorts/*'),
  massages: page('/masaze-erotyczne/*', '/en/erotic-massages/*'),
  swiper: page('/swiper/', '/en/swiper/'),
  promo: page('/promo/', '/en/promo/', { aliases: ['/promowanie/', '/anons/promoPage/'] }),
  verification: page('/weryfikacja/', '/en/verification/', { aliases: ['/account/verification/'], access: 'user', index: false }),
  serviceIndex: page('/uslugi/', '/en/services/'),
  services: page('/uslugi/*', '/en/services/*'),
  news: page('/aktualnosci/*', '/en/news/*'),
  blog: page('/blog/*', '/en/blog/*'),
  guides: page('/poradniki/*', '/en/poradniki/*'),
  stories: page('/opowiadania-erotyczne/*', null),
  terms: page('/regulamin/', '/en/regulations/'),
  privacy: page('/polityka-prywatnosci/', '/en/privacy-policy/'),
  advertising: page('/reklama/', '/en/ad/'),
  about: page('/o-nas/', '/en/about-us/'),
  contact: page('/kontakt/', '/en/contact/'),
  security: page('/bezpieczenstwo/', '/en/security/'),
  adTypes: page('/rodzaje-ogloszen/', '/en/types-of-ads/'),
  promoInfo: page('/promowanie-ogloszen/', '/en/promo-ads/'),
  pricing: page('/cennik/', '/en/pricing/'),
  sitemap: page('/sitemap/', '/en/sitemap/'),
  sitemapRegions: page('/sitemap/regions/*', '/en/sitemap/regions/*'),
  sitemapProvinces: page('/sitemap/provinces/*', '/en/sitemap/provinces/*'),
  salons: page('/salony-masazu/', '/en/erotic-massage-parlors/'),
  salonsByCity: page('/salony-masazu/:city/', '/en/erotic-massage-parlors/:city/'),
  salon: page('/salon-masazu/:slug/', '/en/erotic-massage-parlor/:slug/'),

  login: account('/login/', '/en/login/', 'guest'),
  register: account('/register/', '/en/register/', 'guest'),
  forgotPassword: account('/forgot-password/', '/en/forgot-password/', 'guest', { aliases: ['/account/forgot_password/'] }),
  resetPassword: account('/reset-password/', '/en/reset-password/', 'guest', { aliases: ['/account/reset_password/'] }),
  // The link of a confirmation e-mail (registration or a new address): it works whether signed in or not.
  confirmEmail: account('/potwierdz-email/', '/en/confirm-email/', 'public'),
  emailSettings: account('/dashboard/e-mail/', '/en/dashboard/email/', 'user'),
  dashboard: account('/dashboard/', '/en/dashboard/', 'user'),
  favourites: account('/dashboard/ulubione/', '/en/dashboard/favourites/', 'user'),
  savedSearches: account('/dashboard/zapisane-wyszukiwania/', '/en/dashboard/saved-searches/', 'user'),
  // What the person follows on the forum, and the daily e-mail of it.
  forumFollows: account('/dashboard/obserwowane/', '/en/dashboard/following/', 'user'),
  // One page: the folder and the open conversation are in the query (`?folder=requests&c={id}`).
  messages: account('/dashboard/wiadomosci/', '/en/dashboard/messages/', 'user'),
  // The dashboard's "Czat z obsługą": the person's one live chat with staff.
  supportChat: account('/dashboard/czat/', '/en/dashboard/support-chat/', 'user'),
  // The link of a digest e-mail: turns that search's e-mail off without a session (its token proves it).
  savedSearchUnsubscribe: account('/zapisane-wyszukiwania/wypisz/', '/en/saved-searches/unsubscribe/', 'public'),
  // The link of a message notice e-mail: turns those e-mails off without a session (its token proves it).
  messageNoticeUnsubscribe: account('/wiadomosci/wypisz/', '/en/messages/unsubscribe/', 'public'),
  // The link of a forum digest e-mail: turns that e-mail off without a session (its token proves it).
  forumDigestUnsubscribe: account('/forum/wypisz/', '/en/forum/unsubscribe/', 'public'),
  accountSettings: account('/dashboard/ustawienia/', '/en/dashboard/settings/', 'user'),
  userAds: account('/user/ads_list/', '/en/user/ads_list/', 'user'),
  voucher: account('/user/voucher/', '/en/user/voucher/', 'user'),
  phone: account('/dashboard/telefon/', '/en/dashboard/phone/', 'user'),
  payment: account('/user/payment/', '/en/user/payment/', 'user'),
  wallet: account('/user/wallet/', '/en/user/wallet/', 'user'),
  addAd: account('/dodaj-anons/', '/en/add-ad/', 'user', { aliases: ['/anons/add/'] }),
  editAd: account('/dashboard/edytuj-anons/:id/', '/en/dashboard/edit-ad/:id/', 'user'),
  // The dashboard's "Dodaj film" (issue 24): a clip for one of the person's active ads (`?ad=` preselects it).
  addVideo: account('/dashboard/dodaj-film/', '/en/dashboard/add-video/', 'user'),
  adTours: account('/dashboard/trasy/:id/', '/en/dashboard/tours/:id/', 'user'),
  salonCreate: account('/salon-masazu/create/', '/en/erotic-massage-parlor/create/', 'user'),
  salonEdit: account('/salon-masazu/edit/:id/', '/en/erotic-massage-parlor/edit/:id/', 'user'),
  dashboardSalons: account('/dashboard/salony/', '/en/dashboard/salons/', 'user'),

  forum: forum('/forum/', '/en/forum/'),
  forumNewTopic: forum('/forum/dodaj-temat/', '/en/forum/new-topic/', { access: 'user', index: false }),
  forumTopic: forum('/forum/temat/:slug/', '/en/forum/topic/:slug/'),
  forumTopics: forum('/forum/tematy/:category/', '/en/forum/topics/:category/'),
  forumAdminCategory: forum('/forum/admin/category/', '/en/forum/admin/category/', { access: 'admin', index: false }),
  forumAdminTags: forum('/forum/admin/tags/', '/en/forum/admin/tags/', { access: 'admin', index: false }),

  adminDashboard: admin('/admin/dashboard/'),
  adminSalons: admin('/admin/salons/'),
  adminAds: admin('/admin/anonse/'),
  adminAccounts: admin('/admin/accounts/'),
  adminOnline: admin('/admin/online/'),
  adminConversations: admin('/admin/conversations/'),
  adminSupport: admin('/admin/support/'),
  adminVideosVerification: admin('/admin/videos-verification/'),
  adminVerifications: admin('/admin/verifications/'),
  adminReports: admin('/admin/reports/'),
  adminImageEditing: admin('/admin/image-editing/:adId/'),
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

export type RouteParams = Record<string, string | number | undefined>;

/** Builds a path from a pattern; the splat `*` is filled from `params['*']` (segments joined by `/`). */
export function fillPattern(pattern: string, params: RouteParams = {}): string {
  const path = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return params['*'] === undefined ? '' : String(params['*']).replace(/^\/+|\/+$/g, '');
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return '';
        throw new Error(`route param "${name}" missing for ${pattern}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((s, i) => i === 0 || s !== '')
    .join('/');
  return path.endsWith('/') ? path : `${path}/`;
}

/** The path of a route in a locale; falls back to Polish when the page has no English form. */
export function href(id: RouteId, locale: Locale = 'pl', params?: RouteParams): string {
  const route: RouteDef = ROUTES[id];
  const pattern = locale === 'en' && route.en ? route.en : route.pl;
  return fillPattern(pattern, params);
}

/** hreflang alternates of a page: Polish always, English when the page has an English form. */
export function alternates(id: RouteId, params: { pl?: RouteParams; en?: RouteParams } = {}): Record<Locale, string | null> {
  const route: RouteDef = ROUTES[id];
  return {
    pl: fillPattern(route.pl, params.pl),
    en: route.en && route.area !== 'admin' ? fillPattern(route.en, params.en ?? params.pl) : null,
  };
}
