import { accountsReadModel } from './accounts';
import { adsReadModel } from './ads';
import { mediaReadModel } from './media';
import { searchReadModel, type SearchReadModelOptions } from './search';
import { favouritesReadModel } from './favourites';
import { privacyReadModel } from './privacy';
import { notificationsReadModel } from './notifications';
import { mailReadModel } from './mail';
import { verificationReadModel } from './verification';
import { vouchersReadModel } from './vouchers';
import { paymentsReadModel } from './payments';
import { walletReadModel } from './wallet';
import { promotionReadModel } from './promotion';
import { auditReadModel } from './audit';
import { moderationReadModel } from './moderation';
import { dashboardReadModel } from './dashboard';
import { savedSearchesReadModel } from './saved-searches';
import { salonsReadModel } from './salons';
import { supportReadModel } from './support';
import { contentReadModel } from './content';

// Each context's public face (queries, projectors' helpers) is the package's, through index.ts.
export * from './accounts';
export * from './ads';
export * from './media';
export * from './search';
export * from './favourites';
export * from './privacy';
export * from './notifications';
export * from './mail';
export * from './verification';
export * from './vouchers';
export * from './payments';
export * from './wallet';
export * from './promotion';
export * from './audit';
export * from './moderation';
export * from './dashboard';
export * from './saved-searches';
export * from './salons';
export * from './support';
export * from './content';

/** Options every context's projectors are built with (one bag: a context reads what concerns it). */
export type ReadSideOptions = SearchReadModelOptions;

/**
 * The one list of read-side contexts: projectors, migrations and tables are derived from it (read-models.ts).
 * A new context adds its folder with an index.ts exporting a ReadModelContext, and its entry here (its import,
 * its re-export and its place in the list); the package's index.ts re-exports this file, not each context.
 */
export const READ_MODEL_CONTEXTS = [adsReadModel, accountsReadModel, searchReadModel, favouritesReadModel, privacyReadModel, mediaReadModel, notificationsReadModel, mailReadModel, walletReadModel, paymentsReadModel, vouchersReadModel, promotionReadModel, verificationReadModel, dashboardReadModel, moderationReadModel, auditReadModel, savedSearchesReadModel, salonsReadModel, supportReadModel, contentReadModel] as const;
