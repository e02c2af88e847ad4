import { accountEmailFeature } from './features/account-email/feature';
import { adsFeature } from './features/ads/feature';
import { ageGateFeature } from './features/age-gate/feature';
import { authFeature } from './features/auth/feature';
import { browseFeature } from './features/browse/feature';
import { contactFeature } from './features/contact/feature';
import { dashboardFeature } from './features/dashboard/feature';
import { favouritesFeature } from './features/favourites/feature';
import { privacyFeature } from './features/privacy/feature';
import { infoPagesFeature } from './features/info-pages/feature';
import { mediaFeature } from './features/media/feature';
import { notificationsFeature } from './features/notifications/feature';
import { paymentsFeature } from './features/payments/feature';
import { promotionFeature } from './features/promotion/feature';
import { reportsFeature } from './features/reports/feature';
import { searchFeature } from './features/search/feature';
import { toursFeature } from './features/tours/feature';
import { savedSearchesFeature } from './features/saved-searches/feature';
import { salonsFeature } from './features/salons/feature';
import { vouchersFeature } from './features/vouchers/feature';
import { verificationFeature } from './features/verification/feature';
import { walletFeature } from './features/wallet/feature';
import { contentFeature } from './features/content/feature';

/**
 * The one list of the public site's features: the route table (lib/route-config.ts) and the compiler's i18n
 * namespaces (i18n/types.d.ts) are derived from it. A new feature adds its folder under features/ with a
 * `feature.ts` (its pages and its namespace) and one line here.
 */
export const FEATURES = [accountEmailFeature, adsFeature, ageGateFeature, authFeature, browseFeature, contactFeature, dashboardFeature, favouritesFeature, privacyFeature, infoPagesFeature, mediaFeature, notificationsFeature, paymentsFeature, promotionFeature, reportsFeature, searchFeature, toursFeature, savedSearchesFeature, salonsFeature, vouchersFeature, verificationFeature, walletFeature, contentFeature] as const;
