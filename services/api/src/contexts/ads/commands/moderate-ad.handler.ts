import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { adStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, EVENT_STORE } from '#api/platform/tokens';
import { termEnd } from './ad-term';
import { adDecider } from '../domain/decide';
import { ApproveAdCommand, HideAdCommand, RejectAdCommand } from './moderate-ad.command';

@CommandHandler(ApproveAdCommand)
export class ApproveAdHandler implements ICommandHandler<ApproveAdCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ adId, expectedRevision, ctx }: ApproveAdCommand): Promise<CommandResult> {
    const result = await runCommand({
      store: this.store,
      streamId: adStreamId(adId),
      decider: adDecider,
      command: { type: 'ApproveAd', adId, moderatorId: ctx.actor.id ?? 'system', now: ctx.now, expiresAt: termEnd(this.config, ctx.now) },
      ctx,
      scope: idempotencyScope(ctx, { approve: adId }),
      expectedRevision,
    });
    return { ...result, id: adId };
  }
}

@CommandHandler(RejectAdCommand)
export class RejectAdHandler implements ICommandHandler<RejectAdCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ adId, reason, expectedRevision, ctx }: RejectAdCommand): Promise<CommandResult> {
    const result = await runCommand({
      store: this.store,
      streamId: adStreamId(adId),
      decider: adDecider,
      command: { type: 'RejectAd', adId, moderatorId: ctx.actor.id ?? 'system', reason, now: ctx.now },
      ctx,
      scope: idempotencyScope(ctx, { reject: adId, reason }),
      expectedRevision,
    });
    return { ...result, id: adId };
  }
}

@CommandHandler(HideAdCommand)
export class HideAdHandler implements ICommandHandler<HideAdCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ adId, reason, ctx }: HideAdCommand): Promise<CommandResult> {
    const result = await runCommand({
      store: this.store,
      streamId: adStreamId(adId),
      decider: adDecider,
      command: { type: 'HideAd', adId, moderatorId: ctx.actor.id ?? 'system', reason, now: ctx.now },
      ctx,
      scope: idempotencyScope(ctx, { hide: adId, reason }),
    });
    return { ...result, id: adId };
  }
}
