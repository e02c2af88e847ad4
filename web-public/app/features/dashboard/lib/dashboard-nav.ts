import type { RouteId } from '@anonse/contracts';
import type { pl } from '../i18n/pl';

/**
 * The dashboard's side navigation: the spec § 2 dashboard sections. Sections with `route` work now;
 * the others are shown disabled ("wkrótce") until their slice lands — never with made-up content.
 */
export interface DashboardNavItem {
  key: string;
  /** i18n key of the label. */
  label: `dashboard.nav.${keyof typeof pl.dashboard.nav}`;
  /** Page it opens; absent → not available yet (rendered disabled). */
  route?: RouteId;
}

export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { key: 'overview', label: 'dashboard.nav.overview', route: 'dashboard' },
  { key: 'myAds', label: 'dashboard.nav.myAds', route: 'userAds' },
  { key: 'addAd', label: 'dashboard.nav.addAd', route: 'addAd' },
  { key: 'editAd', label: 'dashboard.nav.editAd' },
  { key: 'messages', label: 'dashboard.nav.messages' },
  { key: 'favorites', label: 'dashboard.nav.favorites' },
  { key: 'supportChat', label: 'dashboard.nav.supportChat' },
  { key: 'addMovie', label: 'dashboard.nav.addMovie' },
  { key: 'salons', label: 'dashboard.nav.salons' },
  { key: 'payment', label: 'dashboard.nav.payment' },
  { key: 'voucher', label: 'dashboard.nav.voucher' },
  { key: 'smsUser', label: 'dashboard.nav.smsUser' },
  { key: 'settings', label: 'dashboard.nav.settings' },
];

export const isAvailable = (item: DashboardNavItem): item is DashboardNavItem & { route: RouteId } => item.route !== undefined;
