import { Injectable } from '@nestjs/common';
import { listOrdersToProcess, listPromotionsDueForReminder, listPromotionsDueToEnd, type PromotionOrderRow } from '@anonse/projections';
import type { Logger } from 'pino';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';
import { systemCommandContext } from '#api/platform/commands/system-command-context';
import { newId, uuidV5 } from '#api/platform/ids';
import { CommandWorkerPorts } from '#api/platform/workers/command-worker-ports';
import { PollingWorker } from '#api/platform/workers/polling-worker';
import { ChangeWalletCommand } from '#api/contexts/wallet/index';
import type { AdStanding } from '../domain/decide';
import { ChangePromotionCommand, type PromotionChange } from '../commands/promotion.command';

export interface PromotionRun {
  promoted: number;
  refunded: number;
  reminded: number;
  ended: number;
}

/** The wallet entry that gives an order's points back: one per order, so a repeated refund moves nothing. */
export const refundEntryIdOf = (orderId: string): string => uuidV5(`promotion-refund|${orderId}`);

/**
 * The promotion's process manager and scheduler. Its queue is the `promotion` read model (orders and promotions
 * in force), written in the projector's checkpoint transaction from the log: a paid order is carried out (or
 * refused, then refunded), a promotion is reminded of a day before its end and ended at it. Every step is a
 * command whose event ids derive from the step (the order, the end it is due for), and the deciders ignore a step
 * already taken, so a crash between any two steps converges on the next pass and several nodes may run it.
 */
@Injectable()
export class PromotionWorker extends PollingWorker<PromotionRun> {
  protected readonly workerName = 'promotion';

  constructor(private readonly ports: CommandWorkerPorts) {
    super();
  }

  protected get logger(): Logger {
    return this.ports.logger;
  }

  protected intervalMs(): number {
    return this.ports.config.promotion.pollMs;
  }

  /**
   * Takes the next step of one order at once (the request that paid for it waits for the result). Returns the
   * log position of what it appended, -1 when there was nothing to do.
   */
  async processOrder(orderId: string): Promise<number> {
    let position = -1;
    for (const order of await listOrdersToProcess(this.ports.sql, orderId)) {
      const result = await this.step(order);
      if (result && !result.replayed) position = Math.max(position, result.position);
    }
    return position;
  }

  protected async pass(): Promise<PromotionRun> {
    const run: PromotionRun = { promoted: 0, refunded: 0, reminded: 0, ended: 0 };
    const now = this.ports.clock.now().toISOString();
    for (const order of await listOrdersToProcess(this.ports.sql)) {
      const result = await this.step(order);
      if (result && !result.replayed) run[order.status === 'pending' ? 'promoted' : 'refunded']++;
    }
    for (const p of await listPromotionsDueForReminder(this.ports.sql, now))
      if (await this.change({ type: 'RemindPromotionEnding', adId: p.adId, until: p.until }, `promotion-remind|${p.adId}|${p.until}`, now))
        run.reminded++;
    // The end is part of the scope: a promotion bought again after it ended is a new one, with an end of its own.
    for (const p of await listPromotionsDueToEnd(this.ports.sql, now))
      if (await this.change({ type: 'ExpirePromotion', adId: p.adId, until: p.until }, `promotion-expire|${p.adId}|${p.until}`, now))
        run.ended++;
    if (run.promoted || run.refunded || run.reminded || run.ended) this.logger.info(run, 'promotion');
    return run;
  }

  /** One step of an order; a failure is logged and retried on the next pass, without holding up the others. */
  private async step(order: PromotionOrderRow): Promise<CommandResult | undefined> {
    const now = this.ports.clock.now().toISOString();
    const ctx = this.context(now, order.id, `promotion-order:${order.id}`);
    try {
      if (order.status === 'pending') {
        const standing = await this.standingOf(order.adId, order.ownerId);
        const base = { adId: order.adId, ownerId: order.ownerId, orderId: order.id, points: order.points, standing };
        const change: PromotionChange =
          order.kind === 'promotion' && order.days ? { type: 'PromoteAd', ...base, days: order.days } : { type: 'BumpAd', ...base };
        return await this.ports.commandBus.execute(new ChangePromotionCommand(change, ctx, `promotion-order|${order.id}`));
      }
      const points = order.refundPoints;
      if (points < 1) return undefined;
      return await this.ports.commandBus.execute(
        new ChangeWalletCommand(
          {
            type: 'RefundPoints',
            accountId: order.ownerId,
            entryId: refundEntryIdOf(order.id),
            refundOf: order.id,
            points,
            reason: order.refundReason ?? 'refundAdNotPromotable',
          },
          ctx,
        ),
      );
    } catch (error) {
      this.logger.warn({ err: error, orderId: order.id, status: order.status }, 'promotion: an order step failed');
      return undefined;
    }
  }

  /** Whether the ad can be promoted, as the ads read model says right now. */
  private async standingOf(adId: string, ownerId: string): Promise<AdStanding> {
    const { rows } = await this.ports.sql.query<{ status: string; owner_id: string }>('SELECT status, owner_id FROM ads WHERE id = $1', [
      adId,
    ]);
    const ad = rows[0];
    if (!ad || ad.owner_id !== ownerId) return 'adNotFound';
    return ad.status === 'approved' ? 'active' : 'adNotActive';
  }

  private async change(change: PromotionChange, scope: string, now: string): Promise<boolean> {
    try {
      const result = await this.ports.commandBus.execute(
        new ChangePromotionCommand(change, this.context(now, newId(), `promotion:${scope}`), `system|${scope}`),
      );
      return !result.replayed;
    } catch (error) {
      this.logger.warn({ err: error, adId: change.adId, command: change.type }, 'promotion: a scheduled step failed');
      return false;
    }
  }

  private context(now: string, correlationId: string, causationId: string): CommandContext {
    return systemCommandContext('promotion', now, { correlationId, causationId });
  }
}
