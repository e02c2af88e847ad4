import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supportMessageSubject, supportStreamId } from '@anonse/contracts';
import { canErasePersonalData, type EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { supportMessageDecider, type SupportCommand } from '../domain/decide';
import { ChangeSupportMessageCommand } from './change-support-message.command';

@CommandHandler(ChangeSupportMessageCommand)
export class ChangeSupportMessageHandler implements ICommandHandler<ChangeSupportMessageCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ change, ctx, expectedRevision, scope }: ChangeSupportMessageCommand): Promise<CommandResult> {
    const result = await runCommand({
      store: this.store,
      streamId: supportStreamId(change.messageId),
      decider: supportMessageDecider,
      command: { ...change, now: ctx.now } as SupportCommand,
      ctx,
      scope: scope ?? idempotencyScope(ctx, change),
      ...(expectedRevision !== undefined ? { expectedRevision } : {}),
    });
    // After the event, so a crash in between leaves a deleted message whose repeated delete (deciding nothing)
    // shreds the key then; the log is never touched, the projections drop the rows.
    if (change.type === 'DeleteSupportMessage') {
      if (!canErasePersonalData(this.store)) throw new Error('the event store does not seal personal data, so it cannot erase it');
      await this.store.erasePersonalData(supportMessageSubject(change.messageId));
    }
    return result;
  }
}
