import { ROUTES, type RouteId } from '@anonse/contracts';

/**
 * The pages this app renders, each one route module registered for both locales (ids `{routeId}.{locale}`),
 * plus the spec's alias paths (one redirect module) and the catch-all 404. Pure: `routes.ts` and the unit
 * tests both use it.
 */
export const PAGE_MODULES = {
  home: 'routes/home.tsx',
  adList: 'routes/ad-list.tsx',
  eroticAds: 'routes/ad-list.tsx', escorts: 'routes/ad-list.tsx', massages: 'routes/ad-list.tsx', services: 'routes/ad-list.tsx', serviceIndex: 'routes/service-index.tsx',
  sitemap: 'routes/html-sitemap.tsx', sitemapRegions: 'routes/html-sitemap.tsx', sitemapProvinces: 'routes/html-sitemap.tsx',
  adDetail: 'routes/ad-detail.tsx',
  search: 'routes/search.tsx',
  login: 'routes/login.tsx',
  register: 'routes/register.tsx',
  forgotPassword: 'routes/forgot-password.tsx',
  resetPassword: 'routes/reset-password.tsx',
  confirmEmail: 'routes/confirm-email.tsx',
  emailSettings: 'routes/email-settings.tsx',
  addAd: 'routes/add-ad.tsx',
  editAd: 'routes/edit-ad.tsx',
  adTours: 'routes/ad-tours.tsx',
  dashboard: 'routes/dashboard.tsx',
  userAds: 'routes/user-ads.tsx',
  favourites: 'routes/favourites.tsx',
  savedSearches: 'routes/saved-searches.tsx',
  savedSearchUnsubscribe: 'routes/saved-search-unsubscribe.tsx',
  voucher: 'routes/voucher.tsx',
  payment: 'routes/payment.tsx',
  wallet: 'routes/wallet.tsx',
  accountSettings: 'routes/account-settings.tsx',
  verification: 'routes/verification.tsx',
  promo: 'routes/promo.tsx',
  news: 'routes/articles.tsx', blog: 'routes/articles.tsx', guides: 'routes/articles.tsx', stories: 'routes/articles.tsx',
  // Static information pages: one module, the page is picked from the path.
  terms: 'routes/info-page.tsx',
  privacy: 'routes/info-page.tsx',
  advertising: 'routes/info-page.tsx',
  about: 'routes/info-page.tsx',
  contact: 'routes/contact.tsx',
  security: 'routes/info-page.tsx',
  adTypes: 'routes/info-page.tsx',
  promoInfo: 'routes/info-page.tsx',
  pricing: 'routes/info-page.tsx',
  salons: 'routes/salons.tsx', salonsByCity: 'routes/salons.tsx', salon: 'routes/salon.tsx', salonCreate: 'routes/salon-form.tsx', salonEdit: 'routes/salon-form.tsx', dashboardSalons: 'routes/dashboard-salons.tsx',
} as const satisfies Partial<Record<RouteId, string>>;

export type PageId = keyof typeof PAGE_MODULES;

export interface RouteEntry {
  id: string;
  /** React Router path without leading/trailing slashes ('' = index). */
  path: string;
  file: string;
}

/** '/anons/:id/:slug?/' → 'anons/:id/:slug?' */
export const toRouterPath = (pattern: string): string => pattern.replace(/^\/+|\/+$/g, '');

export function routeEntries(): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (const [id, file] of Object.entries(PAGE_MODULES) as [PageId, string][]) {
    const def = ROUTES[id];
    out.push({ id: `${id}.pl`, path: toRouterPath(def.pl), file });
    if (def.en) out.push({ id: `${id}.en`, path: toRouterPath(def.en), file });
    const aliases: readonly string[] = 'aliases' in def ? (def.aliases ?? []) : [];
    aliases.forEach((alias, i) => out.push({ id: `${id}.alias${i}`, path: toRouterPath(alias), file: 'routes/alias-redirect.tsx' }));
  }
  out.push({ id: 'notFound', path: '*', file: 'routes/not-found.tsx' });
  return out;
}
