import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { adStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { derivedEntityId, idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { adDecider } from '../domain/decide';
import { CreateAdCommand, type CreateAdResult } from './create-ad.command';
import { AdPhotosCheck } from './ad-photos.check';
import { PosterEmailCheck } from './poster-email.check';

@CommandHandler(CreateAdCommand)
export class CreateAdHandler implements ICommandHandler<CreateAdCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly photos: AdPhotosCheck,
    private readonly posterEmail: PosterEmailCheck,
  ) {}

  async execute({ fields, ctx }: CreateAdCommand): Promise<CreateAdResult> {
    if (!ctx.actor.id) throw new Error('CreateAd needs an actor');
    await this.posterEmail.check(ctx.actor);
    await this.photos.check(ctx.actor.id, fields.photos);
    const scope = idempotencyScope(ctx, fields);
    // The id derives from the command, so a retried POST lands on the same stream and is recognised.
    const adId = derivedEntityId(scope, 'ad');
    const result = await runCommand({
      store: this.store,
      streamId: adStreamId(adId),
      decider: adDecider,
      command: { type: 'CreateAd', adId, ownerId: ctx.actor.id, fields, now: ctx.now },
      ctx,
      scope,
    });
    return { ...result, id: adId, adId };
  }
}
