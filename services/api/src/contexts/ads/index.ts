import type { ApiContext } from '#api/platform/api-context';
import { AdsModule } from './ads.module';

/** The ads context's public face: what other contexts and the seed may use. */
export { CreateAdCommand } from './commands/create-ad.command';
export { ApproveAdCommand, HideAdCommand, RejectAdCommand } from './commands/moderate-ad.command';
/** The pure fold of `ad-{id}` (the audit context replays it as of any moment). */
export { evolveAd, initialAdState, type AdState } from './domain/state';

export const adsContext: ApiContext = { name: 'ads', module: AdsModule };
