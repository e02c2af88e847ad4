import type { ApiContext } from '#api/platform/api-context';
import { PromotionModule } from './promotion.module';

/** The promotion context's public face: orders, the process manager and scheduler, the console's list. */
export const promotionContext: ApiContext = { name: 'promotion', module: PromotionModule };
