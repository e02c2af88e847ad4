import { Command } from '@nestjs/cqrs';
import type { AnnounceTourInput } from '@anonse/contracts';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';

export interface AnnounceTourResult extends CommandResult {
  tourId: string;
}

/** The owner announces a tour of the ad (domain/tours.ts); `expectedRevision` comes from If-Match. */
export class AnnounceTourCommand extends Command<AnnounceTourResult> {
  constructor(
    readonly adId: string,
    readonly input: AnnounceTourInput,
    readonly expectedRevision: number,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The owner cancels a tour that has not ended. */
export class CancelTourCommand extends Command<CommandResult> {
  constructor(
    readonly adId: string,
    readonly tourId: string,
    readonly expectedRevision: number,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
