import type { ReadModelContext } from '../runner/read-model-context';
import { ADS_TABLES, adsMigrations } from './ads.migration';
import { createAdsProjector } from './ads.projector';

export * from './ads.projector';
export * from './ads.queries';
export * from './ads-sitemap.queries';
export * from './fold-ad-events';
export { adPhoneE164 } from './ad-phone';
export { STANDING_EVENT_TYPES } from './ad-standing';
export { adsMigrations, ADS_TABLES } from './ads.migration';

export const adsReadModel: ReadModelContext = {
  name: 'ads',
  migrations: adsMigrations,
  tables: ADS_TABLES,
  projectors: () => [createAdsProjector()],
};
