import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountNotesStreamId, reportStreamId } from '@anonse/contracts';
import type { EventStore } from '@anonse/eventstore';
import { derivedEntityId, derivedEventId, idempotencyScope } from '#api/platform/commands/command-context';
import { foldEvents, runCommand, type CommandResult } from '#api/platform/commands/command-runner';
import { EVENT_STORE } from '#api/platform/tokens';
import { HideAdCommand } from '#api/contexts/ads/index';
import { hideReportedVideo } from '#api/contexts/videos/index';
import { accountNotesDecider } from '../domain/account-notes';
import { NotAnAdReportError, NotAVideoReportError, ReportAlreadyResolvedError, reportDecider, ReportNotFoundError } from '../domain/report';
import { AddAccountNoteCommand, FileReportCommand, ResolveReportCommand } from './moderation.commands';

@CommandHandler(FileReportCommand)
export class FileReportHandler implements ICommandHandler<FileReportCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ report, ctx }: FileReportCommand): Promise<CommandResult> {
    const scope = idempotencyScope(ctx, { fileReport: report });
    const reportId = derivedEntityId(scope, 'report');
    const result = await runCommand({
      store: this.store,
      streamId: reportStreamId(reportId),
      decider: reportDecider,
      command: { type: 'FileReport', reportId, ...report, now: ctx.now },
      ctx,
      scope,
      requireNewStream: true,
    });
    return { ...result, id: reportId };
  }
}

@CommandHandler(ResolveReportCommand)
export class ResolveReportHandler implements ICommandHandler<ResolveReportCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ reportId, outcome, note, takedown, ctx }: ResolveReportCommand): Promise<CommandResult> {
    const streamId = reportStreamId(reportId);
    const hideAdReason = takedown?.kind === 'ad' ? takedown.reason : null;
    const scope = idempotencyScope(ctx, {
      resolve: reportId,
      outcome,
      note,
      hideAdReason,
      ...(takedown?.kind === 'video' && { hideVideo: true }),
    });
    if (takedown !== null) {
      // Checked before the ad or clip is touched: a decided report (or one about something else) changes nothing. A
      // race with another moderator's decision still ends with one decision: hiding twice is a no-op, resolving twice a 409.
      const recorded = await this.store.readStream(streamId);
      const state = foldEvents(reportDecider, recorded);
      if (state.status === 'none') throw new ReportNotFoundError(reportId);
      // A retried request whose decision is already in the stream goes on to replay its answer, not a 409.
      const mine = recorded.some((e) => e.id === derivedEventId(scope, streamId, 0));
      if (state.status === 'resolved' && !mine) throw new ReportAlreadyResolvedError();
      if (takedown.kind === 'ad') {
        if (state.targetType !== 'ad') throw new NotAnAdReportError();
        await this.commandBus.execute(new HideAdCommand(state.targetId, takedown.reason, ctx));
      } else {
        if (state.targetType !== 'video') throw new NotAVideoReportError();
        await hideReportedVideo(this.store, state.targetId, ctx);
      }
    }
    const result = await runCommand({
      store: this.store,
      streamId,
      decider: reportDecider,
      command: {
        type: 'ResolveReport',
        reportId,
        outcome,
        note,
        moderatorId: ctx.actor.id ?? 'system',
        adHidden: takedown?.kind === 'ad',
        videoHidden: takedown?.kind === 'video',
        now: ctx.now,
      },
      ctx,
      scope,
    });
    return { ...result, id: reportId };
  }
}

@CommandHandler(AddAccountNoteCommand)
export class AddAccountNoteHandler implements ICommandHandler<AddAccountNoteCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ accountId, text, ctx }: AddAccountNoteCommand): Promise<CommandResult> {
    const scope = idempotencyScope(ctx, { note: accountId, text });
    const noteId = derivedEntityId(scope, 'account-note');
    const result = await runCommand({
      store: this.store,
      streamId: accountNotesStreamId(accountId),
      decider: accountNotesDecider,
      command: { type: 'AddAccountNote', noteId, accountId, text, authorId: ctx.actor.id ?? 'system', now: ctx.now },
      ctx,
      scope,
    });
    return { ...result, id: noteId };
  }
}
