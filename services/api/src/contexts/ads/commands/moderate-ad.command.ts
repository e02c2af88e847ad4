import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';

/** An administrator approves a pending ad; `expectedRevision` comes from If-Match. */
export class ApproveAdCommand extends Command<CommandResult> {
  constructor(
    readonly adId: string,
    readonly expectedRevision: number | undefined,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** An administrator rejects a pending ad, with a reason shown to its owner. */
export class RejectAdCommand extends Command<CommandResult> {
  constructor(
    readonly adId: string,
    readonly reason: string,
    readonly expectedRevision: number | undefined,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** A moderator takes an ad off the site at once, whatever its state (see HideAd in domain/decide.ts). */
export class HideAdCommand extends Command<CommandResult> {
  constructor(
    readonly adId: string,
    readonly reason: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
