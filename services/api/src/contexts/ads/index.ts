import type { ApiContext } from '../../platform/api-context';
import { AdsModule } from './ads.module';

/** The ads context's public face: what other contexts and the seed may use. */
export { CreateAdCommand } from './commands/create-ad.command';
export { ApproveAdCommand, RejectAdCommand } from './commands/moderate-ad.command';
export { UpdateAdCommand, AdOwnerActionCommand } from './commands/owner-ad.command';
export { AdDeadlinesWorker } from './reactors/ad-deadlines.worker';

export const adsContext: ApiContext = { name: 'ads', module: AdsModule };
