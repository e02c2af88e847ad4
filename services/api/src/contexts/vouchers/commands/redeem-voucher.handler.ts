import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { voucherBatchStreamId, voucherCodeStreamId } from '@anonse/contracts';
import type { EventStore, SqlExecutor } from '@anonse/eventstore';
import { findVoucherCodeBatch } from '@anonse/projections';
import { derivedEventId, idempotencyScope } from '#api/platform/commands/command-context';
import { foldEvents, runCommand } from '#api/platform/commands/command-runner';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { EVENT_STORE, KEYED_HASH, SQL } from '#api/platform/tokens';
import { voucherBatchDecider } from '../domain/batch';
import { VoucherCodeInvalidError, voucherCodeDecider } from '../domain/code';
import { voucherCodeHash } from '../voucher-codes';
import { balanceAfterVoucher, creditVoucher } from './credit-voucher';
import { RedeemVoucherCommand, type RedeemVoucherResult } from './redeem-voucher.command';

/**
 * Redeems a code, then credits the wallet. The redemption is the fact (single use, decided on the code's own
 * stream); the credit follows it inline, and should the process stop between the two, VoucherCreditWorker finds
 * the redeemed-but-uncredited code and credits it: the wallet converges either way.
 */
@CommandHandler(RedeemVoucherCommand)
export class RedeemVoucherHandler implements ICommandHandler<RedeemVoucherCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ code, accountId, ctx }: RedeemVoucherCommand): Promise<RedeemVoucherResult> {
    const codeHash = voucherCodeHash(this.keyedHash, code);
    // The read model only maps a code to its batch; whether the batch still honours it is read from its stream.
    const batchId = await findVoucherCodeBatch(this.sql, codeHash);
    if (!batchId) throw new VoucherCodeInvalidError();
    const batch = foldEvents(voucherBatchDecider, await this.store.readStream(voucherBatchStreamId(batchId)));
    const streamId = voucherCodeStreamId(codeHash);
    const scope = idempotencyScope(ctx, { type: 'RedeemVoucher', codeHash, accountId });
    await runCommand({
      store: this.store,
      streamId,
      decider: voucherCodeDecider,
      command: { type: 'RedeemVoucher', codeHash, accountId, batch, now: ctx.now },
      ctx,
      scope,
      maxAttempts: 2,
    });
    const credit = await creditVoucher(
      this.commandBus,
      { codeHash, accountId, points: batch.points },
      { ...ctx, causationId: derivedEventId(scope, streamId, 0) },
    );
    const balance = await balanceAfterVoucher(this.store, accountId, codeHash);
    return { points: batch.points, balance: balance ?? 0, position: credit.position };
  }
}
