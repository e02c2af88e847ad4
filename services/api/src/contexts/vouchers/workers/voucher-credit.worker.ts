import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SqlExecutor } from '@anonse/eventstore';
import { listUncreditedRedemptions } from '@anonse/projections';
import type { Logger } from 'pino';
import type { Clock } from '#api/platform/clock/clock';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, CLOCK, LOGGER, SQL } from '#api/platform/tokens';
import { PollingWorker } from '#api/platform/workers/polling-worker';
import { creditVoucher } from '../commands/credit-voucher';

const BATCH = 200;
/**
 * How long a redemption is left to its own request before the worker steps in: the inline credit normally lands
 * within milliseconds and records the person as its actor; after this, the request has surely died.
 */
export const VOUCHER_CREDIT_GRACE_MS = 60_000;

/**
 * The safety net behind RedeemVoucherHandler: a code redeemed whose credit never happened (the process stopped
 * between the two appends) is credited here. The queue is the read model's own rows (`voucher_codes` redeemed and
 * not credited), written by the projector with its checkpoint, so a restart loses nothing; the credit is
 * idempotent (entry id and reference come from the code), so every API node may run this and the inline credit
 * may race it.
 */
@Injectable()
export class VoucherCreditWorker extends PollingWorker<number> {
  protected readonly workerName = 'voucher credits';

  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) protected readonly logger: Logger,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.vouchers.creditPollMs;
  }

  protected async pass(): Promise<number> {
    const now = this.clock.now();
    const due = await listUncreditedRedemptions(this.sql, new Date(now.getTime() - VOUCHER_CREDIT_GRACE_MS).toISOString(), BATCH);
    let credited = 0;
    for (const redemption of due) {
      const ctx = systemCommandContext('voucher-credit', now, { causationId: `voucher-credit:${redemption.codeHash}` });
      try {
        const result = await creditVoucher(this.commandBus, redemption, ctx);
        if (!result.replayed) credited++;
      } catch (error) {
        this.logger.warn({ err: error, batchId: redemption.batchId }, 'voucher credits: a credit failed');
      }
    }
    if (credited) this.logger.info({ credited }, 'voucher credits repaired');
    return credited;
  }
}
