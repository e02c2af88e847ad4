import { Command } from '@nestjs/cqrs';
import type { AdFields } from '@anonse/contracts';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';

export interface CreateAdResult extends CommandResult {
  adId: string;
}

/** A logged-in user posts an ad; it waits for moderation (pending). */
export class CreateAdCommand extends Command<CreateAdResult> {
  constructor(
    readonly fields: AdFields,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
