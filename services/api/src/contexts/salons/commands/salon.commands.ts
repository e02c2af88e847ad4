import { Command } from '@nestjs/cqrs';
import type { SalonFields } from '@anonse/contracts';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';

/** The owner (the context's actor) submits a new salon for review; `salonId` derived from the request. */
export class CreateSalonCommand extends Command<CommandResult & { slug: string }> {
  constructor(
    readonly salonId: string,
    readonly fields: SalonFields,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The owner's whole salon as they want it now; `expectedRevision` from If-Match. */
export class EditSalonCommand extends Command<CommandResult> {
  constructor(
    readonly salonId: string,
    readonly fields: SalonFields,
    readonly expectedRevision: number,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

export type SalonDecision = { type: 'approve' } | { type: 'reject'; reason: string };

/** A moderator decides on what waits: a new salon, or the revision of an approved one. */
export class ModerateSalonCommand extends Command<CommandResult> {
  constructor(
    readonly salonId: string,
    readonly decision: SalonDecision,
    readonly expectedRevision: number | undefined,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

export class DeleteSalonCommand extends Command<CommandResult> {
  constructor(
    readonly salonId: string,
    readonly expectedRevision: number | undefined,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
