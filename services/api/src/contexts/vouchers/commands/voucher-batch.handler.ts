import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { voucherBatchStreamId, voucherCodeStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { foldEvents, runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import type { CommandContext } from '#api/platform/commands/command-context';
import { EVENT_STORE } from '#api/platform/tokens';
import { voucherBatchDecider, type VoucherBatchCommand } from '../domain/batch';
import { voucherCodeDecider } from '../domain/code';
import { ChangeVoucherBatchCommand } from './voucher-batch.command';

/** Codes voided side by side during a revocation: enough to keep a 1000-code batch quick, few enough to share the pool. */
const VOID_PARALLELISM = 8;

@CommandHandler(ChangeVoucherBatchCommand)
export class ChangeVoucherBatchHandler implements ICommandHandler<ChangeVoucherBatchCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ change, ctx }: ChangeVoucherBatchCommand): Promise<CommandResult> {
    // The payload's hashes are what identifies a creation; a revocation is the batch id alone.
    const scope = idempotencyScope(ctx, change.type === 'CreateVoucherBatch' ? { type: change.type, batchId: change.batchId } : change);
    if (change.type === 'RevokeVoucherBatch') await this.voidUnusedCodes(change.batchId, scope, ctx);
    return runCommand({
      store: this.store,
      streamId: voucherBatchStreamId(change.batchId),
      decider: voucherBatchDecider,
      command: { ...change, now: ctx.now } as VoucherBatchCommand,
      ctx,
      scope,
    });
  }

  /**
   * A redemption reads the batch a moment before it appends to the code's stream, so the batch's revocation alone
   * cannot stop one already under way. Each unused code is therefore closed in its own stream first, where a
   * redemption must append too: of the two, the store lets exactly one have the code. Only then is the batch
   * marked revoked, so every redemption in the log lies before its batch's revocation. Nothing is voided for a
   * batch that does not exist or is revoked already: the batch's decider answers those (404, 409) below.
   */
  private async voidUnusedCodes(batchId: string, scope: string, ctx: CommandContext): Promise<void> {
    const batch = foldEvents(voucherBatchDecider, await this.store.readStream(voucherBatchStreamId(batchId)));
    if (!batch.created || batch.revokedAt !== null) return;
    const pending = [...batch.codeHashes];
    const worker = async () => {
      for (let codeHash = pending.pop(); codeHash !== undefined; codeHash = pending.pop())
        await runCommand({
          store: this.store,
          streamId: voucherCodeStreamId(codeHash),
          decider: voucherCodeDecider,
          command: { type: 'VoidVoucherCode', codeHash, batchId, now: ctx.now },
          ctx,
          scope,
        });
    };
    await Promise.all(Array.from({ length: Math.min(VOID_PARALLELISM, pending.length) }, worker));
  }
}
