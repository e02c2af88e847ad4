import { Inject, Injectable } from '@nestjs/common';
import type { SqlExecutor } from '@anonse/eventstore';
import { listUncreditedPayments } from '@anonse/projections';
import type { Logger } from 'pino';
import type { Clock } from '#api/platform/clock/clock';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, CLOCK, LOGGER, SQL } from '#api/platform/tokens';
import { PollingWorker } from '#api/platform/workers/polling-worker';
import { PaymentFlow } from '../payment-flow.service';

const BATCH = 100;

/**
 * The safety net of the credit: orders paid but not credited (the `payments` read model's partial index, written
 * in the projector's checkpoint transaction) are credited again. The webhook credits inline, so normally this
 * finds nothing; after a crash between confirmation and credit it finds the order, and the wallet's entry key
 * (the provider payment) makes a repeat of a step that did happen a no-op. Every API node may run it.
 */
@Injectable()
export class PaymentCreditsWorker extends PollingWorker<number> {
  protected readonly workerName = 'payment credits';

  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) protected readonly logger: Logger,
    private readonly flow: PaymentFlow,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.payments.pollMs;
  }

  protected async pass(): Promise<number> {
    let credited = 0;
    for (const { orderId } of await listUncreditedPayments(this.sql, BATCH)) {
      const ctx = systemCommandContext('payment-credits', this.clock.now(), { causationId: `payment-credits:${orderId}` });
      try {
        if (await this.flow.credit(orderId, ctx)) credited++;
      } catch (error) {
        // One order's failure (e.g. its account was erased) does not hold up the others.
        this.logger.warn({ err: error, orderId }, 'payment credits: crediting failed');
      }
    }
    if (credited) this.logger.info({ credited }, 'payment credits');
    return credited;
  }
}
