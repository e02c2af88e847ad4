import { accountsContext } from './contexts/accounts';
import { adsContext } from './contexts/ads';
import { favouritesContext } from './contexts/favourites';
import { notificationsContext } from './contexts/notifications';
import { mailContext } from './contexts/mail';
import { mediaContext } from './contexts/media';
import { walletContext } from './contexts/wallet';
import { vouchersContext } from './contexts/vouchers';
import { promotionContext } from './contexts/promotion';
import { paymentsContext } from './contexts/payments';
import { verificationContext } from './contexts/verification';
import { moderationContext } from './contexts/moderation';
import { dashboardContext } from './contexts/dashboard';
import { auditContext } from './contexts/audit';
import { savedSearchesContext } from './contexts/saved-searches';
import { salonsContext } from './contexts/salons';
import { supportContext } from './contexts/support';
import { contentContext } from './contexts/content';

/**
 * The one list of the API's contexts. A new context adds its folder under contexts/ with an index.ts exporting
 * its ApiContext, and one line here; the read side has its own list (@anonse/projections READ_MODEL_CONTEXTS).
 */
export const API_CONTEXTS = [accountsContext, adsContext, favouritesContext, notificationsContext, mailContext, mediaContext, walletContext, vouchersContext, promotionContext, paymentsContext, verificationContext, dashboardContext, moderationContext, auditContext, savedSearchesContext, salonsContext, supportContext, contentContext] as const;
