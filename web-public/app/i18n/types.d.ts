import type { pl as accountEmail } from '../features/account-email/i18n/pl';
import type { pl as ads } from '../features/ads/i18n/pl';
import type { pl as ageGate } from '../features/age-gate/i18n/pl';
import type { pl as auth } from '../features/auth/i18n/pl';
import type { pl as browse } from '../features/browse/i18n/pl';
import type { pl as contact } from '../features/contact/i18n/pl';
import type { pl as dashboard } from '../features/dashboard/i18n/pl';
import type { pl as favourites } from '../features/favourites/i18n/pl';
import type { pl as privacy } from '../features/privacy/i18n/pl';
import type { pl as info } from '../features/info-pages/i18n/pl';
import type { pl as media } from '../features/media/i18n/pl';
import type { pl as notifications } from '../features/notifications/i18n/pl';
import type { pl as payments } from '../features/payments/i18n/pl';
import type { pl as promotion } from '../features/promotion/i18n/pl';
import type { pl as reports } from '../features/reports/i18n/pl';
import type { pl as search } from '../features/search/i18n/pl';
import type { pl as tours } from '../features/tours/i18n/pl';
import type { pl as savedSearches } from '../features/saved-searches/i18n/pl';
import type { pl as salons } from '../features/salons/i18n/pl';
import type { pl as vouchers } from '../features/vouchers/i18n/pl';
import type { pl as verification } from '../features/verification/i18n/pl';
import type { pl as wallet } from '../features/wallet/i18n/pl';
import type { pl as articles } from '../features/content/i18n/pl';
import type { pl as common } from './pl';

/** Keys are checked by the compiler: `t('nav.home')` must exist in the namespace (or in `common`). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: {
      common: typeof common;
      accountEmail: typeof accountEmail;
      ads: typeof ads;
      ageGate: typeof ageGate;
      auth: typeof auth;
      browse: typeof browse;
      contact: typeof contact;
      dashboard: typeof dashboard;
      favourites: typeof favourites;
      privacy: typeof privacy;
      info: typeof info;
      media: typeof media;
      notifications: typeof notifications;
      payments: typeof payments;
      promotion: typeof promotion;
      reports: typeof reports;
      search: typeof search;
      tours: typeof tours;
      savedSearches: typeof savedSearches;
      salons: typeof salons;
      verification: typeof verification;
      vouchers: typeof vouchers;
      wallet: typeof wallet;
      articles: typeof articles;
    };
  }
}
