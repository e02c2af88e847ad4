import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { salonStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { idempotencyScope } from '#api/platform/commands/command-context';
import { runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { salonDecider } from '../domain/decide';
import { SalonReferencesCheck } from './salon-references.check';
import { CreateSalonCommand, DeleteSalonCommand, EditSalonCommand, ModerateSalonCommand } from './salon.commands';

const actorOf = (ctx: { actor: { id?: string | null } }, what: string): string => {
  if (!ctx.actor.id) throw new Error(`${what} needs an actor`);
  return ctx.actor.id;
};

@CommandHandler(CreateSalonCommand)
export class CreateSalonHandler implements ICommandHandler<CreateSalonCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly references: SalonReferencesCheck,
  ) {}

  async execute({ salonId, fields, ctx }: CreateSalonCommand): Promise<CommandResult & { slug: string }> {
    const ownerId = actorOf(ctx, 'CreateSalon');
    await this.references.check(ownerId, fields);
    const slug = await this.references.slugFor(salonId, fields);
    const result = await runCommand({
      store: this.store,
      streamId: salonStreamId(salonId),
      decider: salonDecider,
      command: { type: 'CreateSalon', salonId, ownerId, slug, fields, now: ctx.now },
      ctx,
      scope: idempotencyScope(ctx, { createSalon: salonId }),
    });
    return { ...result, id: salonId, slug };
  }
}

@CommandHandler(EditSalonCommand)
export class EditSalonHandler implements ICommandHandler<EditSalonCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly references: SalonReferencesCheck,
  ) {}

  async execute({ salonId, fields, expectedRevision, ctx }: EditSalonCommand): Promise<CommandResult> {
    const actorId = actorOf(ctx, 'EditSalon');
    await this.references.check(actorId, fields);
    const slug = await this.references.slugFor(salonId, fields);
    const result = await runCommand({
      store: this.store,
      streamId: salonStreamId(salonId),
      decider: salonDecider,
      command: { type: 'EditSalon', salonId, actorId, slug, fields, now: ctx.now },
      ctx,
      scope: idempotencyScope(ctx, { editSalon: salonId, fields }),
      expectedRevision,
    });
    return { ...result, id: salonId };
  }
}

@CommandHandler(ModerateSalonCommand)
export class ModerateSalonHandler implements ICommandHandler<ModerateSalonCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ salonId, decision, expectedRevision, ctx }: ModerateSalonCommand): Promise<CommandResult> {
    const moderatorId = actorOf(ctx, 'ModerateSalon');
    const result = await runCommand({
      store: this.store,
      streamId: salonStreamId(salonId),
      decider: salonDecider,
      command:
        decision.type === 'approve'
          ? { type: 'ApproveSalon', salonId, moderatorId, now: ctx.now }
          : { type: 'RejectSalon', salonId, moderatorId, reason: decision.reason, now: ctx.now },
      ctx,
      scope: idempotencyScope(ctx, { moderateSalon: salonId, decision }),
      expectedRevision,
    });
    return { ...result, id: salonId };
  }
}

@CommandHandler(DeleteSalonCommand)
export class DeleteSalonHandler implements ICommandHandler<DeleteSalonCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ salonId, expectedRevision, ctx }: DeleteSalonCommand): Promise<CommandResult> {
    const result = await runCommand({
      store: this.store,
      streamId: salonStreamId(salonId),
      decider: salonDecider,
      command: { type: 'DeleteSalon', salonId, actorId: actorOf(ctx, 'DeleteSalon'), now: ctx.now },
      ctx,
      scope: idempotencyScope(ctx, { deleteSalon: salonId }),
      expectedRevision,
    });
    return { ...result, id: salonId };
  }
}
