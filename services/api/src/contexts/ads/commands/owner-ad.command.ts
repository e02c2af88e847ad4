import { Command } from '@nestjs/cqrs';
import type { AdFields } from '@anonse/contracts';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';

/** The owner edits the ad: immediate fields at once, the rest as a revision (or a resubmission). */
export class UpdateAdCommand extends Command<CommandResult> {
  constructor(
    readonly adId: string,
    readonly fields: AdFields,
    readonly expectedRevision: number | undefined,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

export const AD_OWNER_ACTIONS = ['deactivate', 'reactivate', 'renew', 'delete'] as const;
export type AdOwnerAction = (typeof AD_OWNER_ACTIONS)[number];

/** One click of the owner's ad list: deactivate, reactivate, renew or delete. */
export class AdOwnerActionCommand extends Command<CommandResult> {
  constructor(
    readonly adId: string,
    readonly action: AdOwnerAction,
    readonly expectedRevision: number | undefined,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
