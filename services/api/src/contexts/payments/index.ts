import type { ApiContext } from '#api/platform/api-context';
import { PaymentsModule } from './payments.module';

/** The payments context's public face: orders of points paid through a provider behind the PaymentProvider port. */
export const paymentsContext: ApiContext = { name: 'payments', module: PaymentsModule };
