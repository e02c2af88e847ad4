import type { ReadModelContext } from '../runner/read-model-context';
import { PROMOTION_TABLES, promotionMigrations } from './promotion.migration';
import { createPromotionProjector } from './promotion.projector';

export * from './promotion.projector';
export * from './promotion.queries';
export { unusedPoints } from './pro-rata';
export { promotionMigrations, PROMOTION_TABLES } from './promotion.migration';

export const promotionReadModel: ReadModelContext = {
  name: 'promotion',
  migrations: promotionMigrations,
  tables: PROMOTION_TABLES,
  projectors: () => [createPromotionProjector()],
};
