import { Module } from '@nestjs/common';
import type { AppConfig } from '#api/platform/config/config';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { APP_CONFIG, KEYED_HASH } from '#api/platform/tokens';
import { ChangePaymentHandler } from './commands/change-payment.handler';
import { AdminPaymentsController } from './http/admin-payments.controller';
import { PaymentsController } from './http/payments.controller';
import { SandboxCheckoutController } from './http/sandbox-checkout.controller';
import { PaymentFlow } from './payment-flow.service';
import { PAYMENT_PROVIDER_REGISTRY, type PaymentProvider } from './provider/payment-provider';
import { sandboxSecretOf, SandboxPaymentProvider } from './provider/sandbox-provider';
import { PaymentCreditsWorker } from './workers/payment-credits.worker';

export const CommandHandlers = [ChangePaymentHandler];

/**
 * The enabled adapters, in order of preference (checkout uses the first). A real provider is added here from its
 * configuration (docs/payments.md); the sandbox only while enabled.
 */
function enabledProviders(config: AppConfig, keyedHash: KeyedHash): ReadonlyMap<string, PaymentProvider> {
  const providers = new Map<string, PaymentProvider>();
  if (config.payments.sandbox)
    providers.set('sandbox', new SandboxPaymentProvider(sandboxSecretOf(config.payments.sandboxSecret, keyedHash)));
  return providers;
}

@Module({
  controllers: [PaymentsController, SandboxCheckoutController, AdminPaymentsController],
  providers: [
    ...CommandHandlers,
    PaymentFlow,
    PaymentCreditsWorker,
    { provide: PAYMENT_PROVIDER_REGISTRY, useFactory: enabledProviders, inject: [APP_CONFIG, KEYED_HASH] },
  ],
})
export class PaymentsModule {}
