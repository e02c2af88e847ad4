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
 * The one list of the contracts' bounded contexts. A new context adds its folder with a `context.ts` exporting a
 * ContractContext (re-exported by its `index.ts`) and one line here; the message catalogue (CONTRACT_MESSAGES) and
 * the sealing policy (PERSONAL_DATA_POLICY) are derived from it. Folders that are not contexts (the shared kernel)
 * are named in contexts-registered.unit.spec.ts at the repository root's scripts/.
 */
export const CONTRACT_CONTEXTS = [accountsContract, adsContract, mediaContract, favouritesContract, mailContract, notificationsContract, verificationContract, walletContract, promotionContract, paymentsContract, vouchersContract, moderationContract, auditContract, dashboardContract, savedSearchesContract, salonsContract, supportContract, contentContract] as const;
