import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { promotionStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { promotionDecider, type PromotionCommand } from '../domain/decide';
import { ChangePromotionCommand } from './promotion.command';

@CommandHandler(ChangePromotionCommand)
export class ChangePromotionHandler implements ICommandHandler<ChangePromotionCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ change, ctx, scope }: ChangePromotionCommand): Promise<CommandResult> {
    return runCommand({
      store: this.store,
      streamId: promotionStreamId(change.adId),
      decider: promotionDecider,
      command: { ...change, now: ctx.now } as PromotionCommand,
      ctx,
      scope,
      maxAttempts: 10,
    });
  }
}
