import { Injectable } from '@nestjs/common';
import { listUncreditedRedemptions } from '@anonse/projections';
import type { Logger } from 'pino';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
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

  constructor(private readonly ports: CommandWorkerPorts) {
    super();
  }

  protected get logger(): Logger {
    return this.ports.logger;
  }

  protected intervalMs(): number {
    return this.ports.config.vouchers.creditPollMs;
  }

  protected async pass(): Promise<number> {
    const now = this.ports.clock.now();
    const due = await listUncreditedRedemptions(this.ports.sql, new Date(now.getTime() - VOUCHER_CREDIT_GRACE_MS).toISOString(), BATCH);
    let credited = 0;
    for (const redemption of due) {
      const ctx = systemCommandContext('voucher-credit', now, { causationId: `voucher-credit:${redemption.codeHash}` });
      try {
        const result = await creditVoucher(this.ports.commandBus, redemption, ctx);
        if (!result.replayed) credited++;
      } catch (error) {
        this.logger.warn({ err: error, batchId: redemption.batchId }, 'voucher credits: a credit failed');
      }
    }
    if (credited) this.logger.info({ credited }, 'voucher credits repaired');
    return credited;
  }
}
