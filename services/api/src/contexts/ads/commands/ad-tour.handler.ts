import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { adStreamId, cityByKeyOf } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { derivedEntityId, idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { adDecider } from '../domain/decide';
import { AnnounceTourCommand, CancelTourCommand, type AnnounceTourResult } from './ad-tour.command';

@CommandHandler(AnnounceTourCommand)
export class AnnounceTourHandler implements ICommandHandler<AnnounceTourCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ adId, input, expectedRevision, ctx }: AnnounceTourCommand): Promise<AnnounceTourResult> {
    const actorId = ctx.actor.id;
    if (!actorId) throw new Error('AnnounceTour needs an actor');
    const city = cityByKeyOf(input.city);
    if (!city) throw new Error(`AnnounceTour: ${input.city} passed the edge without being a city`);
    const scope = idempotencyScope(ctx, { tour: adId, input });
    // The id derives from the command, so a retried request names the same tour and the decider recognises it.
    const tourId = derivedEntityId(scope, 'tour');
    const result = await runCommand({
      store: this.store,
      streamId: adStreamId(adId),
      decider: adDecider,
      command: {
        type: 'AnnounceTour',
        adId,
        actorId,
        tourId,
        city: city.key,
        province: city.provinceSlug,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        now: ctx.now,
      },
      ctx,
      scope,
      expectedRevision,
    });
    return { ...result, id: adId, tourId };
  }
}

@CommandHandler(CancelTourCommand)
export class CancelTourHandler implements ICommandHandler<CancelTourCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ adId, tourId, expectedRevision, ctx }: CancelTourCommand): Promise<CommandResult> {
    const actorId = ctx.actor.id;
    if (!actorId) throw new Error('CancelTour needs an actor');
    const result = await runCommand({
      store: this.store,
      streamId: adStreamId(adId),
      decider: adDecider,
      command: { type: 'CancelTour', adId, actorId, tourId, now: ctx.now },
      ctx,
      scope: idempotencyScope(ctx, { cancelTour: tourId }),
      expectedRevision,
    });
    return { ...result, id: adId };
  }
}
