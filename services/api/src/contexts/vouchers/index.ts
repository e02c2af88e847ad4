import type { ApiContext } from '../../platform/api-context';
import { VouchersModule } from './vouchers.module';

export { VoucherCreditWorker } from './workers/voucher-credit.worker';

/** The vouchers context's public face. */
export const vouchersContext: ApiContext = { name: 'vouchers', module: VouchersModule };
