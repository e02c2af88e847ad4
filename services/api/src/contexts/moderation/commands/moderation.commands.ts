import { Command } from '@nestjs/cqrs';
import type { ReportOutcome, ReportReason, ReportTargetType } from '@anonse/contracts';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { CommandResult } from '#api/platform/commands/command-runner';

/** The target was checked to exist and the attempt counted; the report id is derived from the command. */
export class FileReportCommand extends Command<CommandResult> {
  constructor(
    readonly report: {
      targetType: ReportTargetType;
      targetId: string;
      subjectAccountId: string;
      reason: ReportReason;
      details: string | null;
      reporterId: string | null;
    },
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** What a decision takes down with it: the reported ad (its owner reads `reason`) or the reported clip. */
export type ReportedTakedown = { kind: 'ad'; reason: string } | { kind: 'video' };

/**
 * Decides a report. With `takedown`, the reported ad is taken off the site first (ads' HideAdCommand), or the
 * reported clip removed by staff (videos' hideReportedVideo), and the report resolved as actioned; an already
 * decided report refuses before anything changes.
 */
export class ResolveReportCommand extends Command<CommandResult> {
  constructor(
    readonly reportId: string,
    readonly outcome: ReportOutcome,
    readonly note: string | null,
    readonly takedown: ReportedTakedown | null,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/** The account was checked to exist. */
export class AddAccountNoteCommand extends Command<CommandResult> {
  constructor(
    readonly accountId: string,
    readonly text: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}
