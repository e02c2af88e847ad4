import type { RouteId } from '@anonse/contracts/browser';
import type { pl } from '../i18n/pl';

/**
 * The dashboard's side navigation: the docs/product.md § 2 dashboard sections. Only sections with `route` are shown;
 * the others stay listed here, unrouted, until their slice lands — never a "coming soon" placeholder.
 */
export interface DashboardNavItem {
  key: string;
  /** i18n key of the label. */
  label: `dashboard.nav.${keyof typeof pl.dashboard.nav}`;
  /** Page it opens; absent → not built yet (not shown). */
  route?: RouteId;
}

export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { key: 'overview', label: 'dashboard.nav.overview', route: 'dashboard' },
  { key: 'myAds', label: 'dashboard.nav.myAds', route: 'userAds' },
  { key: 'addAd', label: 'dashboard.nav.addAd', route: 'addAd' },
  // Editing starts from the list: each ad there has its Edit action.
  { key: 'editAd', label: 'dashboard.nav.editAd', route: 'userAds' },
  { key: 'messages', label: 'dashboard.nav.messages', route: 'messages' },
  { key: 'favorites', label: 'dashboard.nav.favorites', route: 'favourites' },
  { key: 'savedSearches', label: 'dashboard.nav.savedSearches', route: 'savedSearches' },
  // Beyond the spec's list: the forum's follows and their daily e-mail (issue 23).
  { key: 'forumFollows', label: 'dashboard.nav.forumFollows', route: 'forumFollows' },
  { key: 'supportChat', label: 'dashboard.nav.supportChat', route: 'supportChat' },
  { key: 'addMovie', label: 'dashboard.nav.addMovie', route: 'addVideo' },
  { key: 'salons', label: 'dashboard.nav.salons', route: 'dashboardSalons' },
  { key: 'payment', label: 'dashboard.nav.payment', route: 'payment' },
  { key: 'voucher', label: 'dashboard.nav.voucher', route: 'voucher' },
  // Beyond the spec's list: the wallet's ledger, the paid path's other two steps.
  { key: 'wallet', label: 'dashboard.nav.wallet', route: 'wallet' },
  { key: 'promote', label: 'dashboard.nav.promote', route: 'promo' },
  { key: 'verification', label: 'dashboard.nav.verification', route: 'verification' },
  { key: 'smsUser', label: 'dashboard.nav.smsUser', route: 'phone' },
  { key: 'settings', label: 'dashboard.nav.settings', route: 'accountSettings' },
  { key: 'email', label: 'dashboard.nav.email', route: 'emailSettings' },
];

export const isAvailable = (item: DashboardNavItem): item is DashboardNavItem & { route: RouteId } => item.route !== undefined;
