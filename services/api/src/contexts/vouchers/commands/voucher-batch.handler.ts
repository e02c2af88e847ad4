import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { voucherBatchStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { voucherBatchDecider, type VoucherBatchCommand } from '../domain/batch';
import { ChangeVoucherBatchCommand } from './voucher-batch.command';

@CommandHandler(ChangeVoucherBatchCommand)
export class ChangeVoucherBatchHandler implements ICommandHandler<ChangeVoucherBatchCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ change, ctx }: ChangeVoucherBatchCommand): Promise<CommandResult> {
    return runCommand({
      store: this.store,
      streamId: voucherBatchStreamId(change.batchId),
      decider: voucherBatchDecider,
      command: { ...change, now: ctx.now } as VoucherBatchCommand,
      ctx,
      // The payload's hashes are what identifies a creation; a revocation is the batch id alone.
      scope: idempotencyScope(ctx, change.type === 'CreateVoucherBatch' ? { type: change.type, batchId: change.batchId } : change),
    });
  }
}
