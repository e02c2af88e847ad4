import ads from './ads';
import vouchers from './vouchers';
import payments from './payments';
import promotions from './promotions';
import verifications from './verifications';
import wallets from './wallets';
import type { AdminResource } from './resource';

/** Every resource of the console: App.tsx registers them, the menu lists them, src/i18n assembles their texts. */
export const resources: readonly AdminResource[] = [ads, vouchers, payments, promotions, verifications, wallets];
