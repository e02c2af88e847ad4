import { accountsContract } from './accounts/context';
import { adsContract } from './ads/context';
import { mediaContract } from './media/context';
import { favouritesContract } from './favourites/context';
import { mailContract } from './mail/context';
import { notificationsContract } from './notifications/context';
import { verificationContract } from './verification/context';
import { walletContract } from './wallet/context';
import { promotionContract } from './promotion/context';
import { paymentsContract } from './payments/context';
import { vouchersContract } from './vouchers/context';
import { moderationContract } from './moderation/context';
import { auditContract } from './audit/context';
import { dashboardContract } from './dashboard/context';
import { savedSearchesContract } from './saved-searches/context';
import { salonsContract } from './salons/context';
import { supportContract } from './support/context';
import { contentContract } from './content/context';

/**
 * The one list of the contracts' bounded contexts: the message catalogue (CONTRACT_MESSAGES) and the sealing policy
 * (PERSONAL_DATA_POLICY) are derived from it. A new context adds its folder with a `context.ts` exporting a
 * ContractContext, and its entry here; its schemas reach the package's users through `export * from './<context>'`
 * in index.ts. The two cannot be one file: the catalogue is read by the messages module every schema imports for
 * `code()`, so this list must not import the schemas back (no-circular). scripts/contexts-registered.unit.spec.ts
 * checks both, and names the folders that are not contexts (the shared kernel).
 */
export const CONTRACT_CONTEXTS = [accountsContract, adsContract, mediaContract, favouritesContract, mailContract, notificationsContract, verificationContract, walletContract, promotionContract, paymentsContract, vouchersContract, moderationContract, auditContract, dashboardContract, savedSearchesContract, salonsContract, supportContract, contentContract] as const;
