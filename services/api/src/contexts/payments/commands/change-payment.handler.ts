import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { paymentStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { paymentDecider, type PaymentCommand } from '../domain/decide';
import { ChangePaymentCommand } from './payment.command';

/** A provider may fire the same notification several times at once; every loser of the race re-reads and finds it done. */
const MAX_ATTEMPTS = 10;

@CommandHandler(ChangePaymentCommand)
export class ChangePaymentHandler implements ICommandHandler<ChangePaymentCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ change, scope, ctx }: ChangePaymentCommand): Promise<CommandResult> {
    return runCommand({
      store: this.store,
      streamId: paymentStreamId(change.orderId),
      decider: paymentDecider,
      command: { ...change, now: ctx.now } as PaymentCommand,
      ctx,
      scope: `payment|${scope}`,
      maxAttempts: MAX_ATTEMPTS,
    });
  }
}
