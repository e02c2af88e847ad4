import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { adStreamId, type AdCommand } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import type { AppConfig } from '#api/platform/config/config';
import { APP_CONFIG, EVENT_STORE } from '#api/platform/tokens';
import { adDecider } from '../domain/decide';
import { termEnd } from './ad-term';
import { AdOwnerActionCommand, UpdateAdCommand, type AdOwnerAction } from './owner-ad.command';
import { AdPhotosCheck } from './ad-photos.check';
import { PosterEmailCheck } from './poster-email.check';

@CommandHandler(UpdateAdCommand)
export class UpdateAdHandler implements ICommandHandler<UpdateAdCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly photos: AdPhotosCheck,
    private readonly posterEmail: PosterEmailCheck,
  ) {}

  async execute({ adId, fields, expectedRevision, ctx }: UpdateAdCommand): Promise<CommandResult> {
    const actorId = ctx.actor.id;
    if (!actorId) throw new Error('UpdateAd needs an actor');
    await this.photos.check(actorId, fields.photos);
    // Only a resubmission (a pending or rejected ad) needs the confirmed address; the decision tells which it is.
    const mayPost = await this.posterEmail.mayPost(ctx.actor);
    const result = await runCommand({
      store: this.store,
      streamId: adStreamId(adId),
      decider: this.posterEmail.guard(adDecider, mayPost),
      command: { type: 'UpdateAd', adId, actorId, fields, now: ctx.now },
      ctx,
      scope: idempotencyScope(ctx, { update: adId, fields }),
      expectedRevision,
    });
    return { ...result, id: adId };
  }
}

@CommandHandler(AdOwnerActionCommand)
export class AdOwnerActionHandler implements ICommandHandler<AdOwnerActionCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ adId, action, expectedRevision, ctx }: AdOwnerActionCommand): Promise<CommandResult> {
    const actorId = ctx.actor.id;
    if (!actorId) throw new Error(`${action} needs an actor`);
    const result = await runCommand({
      store: this.store,
      streamId: adStreamId(adId),
      decider: adDecider,
      command: this.command(action, adId, actorId, ctx.now),
      ctx,
      scope: idempotencyScope(ctx, { [action]: adId }),
      expectedRevision,
    });
    return { ...result, id: adId };
  }

  private command(action: AdOwnerAction, adId: string, actorId: string, now: string): AdCommand {
    switch (action) {
      case 'deactivate':
        return { type: 'DeactivateAd', adId, actorId, now };
      case 'reactivate':
        return { type: 'ReactivateAd', adId, actorId, now };
      case 'renew':
        return { type: 'RenewAd', adId, actorId, now, expiresAt: termEnd(this.config, now) };
      case 'delete':
        return { type: 'DeleteAd', adId, actorId, now };
    }
  }
}
