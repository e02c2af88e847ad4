import type { ApiContext } from '#api/platform/api-context';
import { VouchersModule } from './vouchers.module';

/** The vouchers context's public face. */
export const vouchersContext: ApiContext = { name: 'vouchers', module: VouchersModule };
