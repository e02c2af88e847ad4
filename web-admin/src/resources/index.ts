import ads from './ads';
import vouchers from './vouchers';
import payments from './payments';
import promotions from './promotions';
import verifications from './verifications';
import wallets from './wallets';
import reports from './reports';
import notes from './notes';
import accounts from './accounts';
import audit from './audit';
import projections from './projections';
import dashboard from './dashboard';
import online from './online';
import imageEditing from './image-editing';
import salons from './salons';
import support from './support';
import articles from './articles';
import type { AdminResource } from './resource';

/** Every resource of the console: App.tsx registers them, the menu lists them, src/i18n assembles their texts, layout/access.ts reads who sees them. */
export const resources: readonly AdminResource[] = [dashboard, ads, vouchers, payments, promotions, verifications, wallets, reports, notes, accounts, audit, projections, online, imageEditing, salons, support, articles];
