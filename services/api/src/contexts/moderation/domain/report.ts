import {
  assertNever,
  REPORT_EVENTS,
  type ReportEvent,
  type ReportOutcome,
  type ReportReason,
  type ReportTargetType,
} from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';

/** One report's stream: nothing until filed, then open until decided once. */
export type ReportState =
  | { status: 'none' }
  | {
      status: 'open' | 'resolved';
      reportId: string;
      targetType: ReportTargetType;
      targetId: string;
      reason: ReportReason;
      outcome: ReportOutcome | null;
    };

export const initialReportState = (): ReportState => ({ status: 'none' });

export function evolveReport(state: ReportState, event: ReportEvent): ReportState {
  switch (event.type) {
    case 'ReportFiled': {
      const d = event.data;
      return { status: 'open', reportId: d.reportId, targetType: d.targetType, targetId: d.targetId, reason: d.reason, outcome: null };
    }
    case 'ReportResolved':
      return state.status === 'none' ? state : { ...state, status: 'resolved', outcome: event.data.outcome };
    default:
      return assertNever(event);
  }
}

/** The target was checked to exist (and, for an ad, to be public) before deciding: the read side knows, the decider does not. */
export interface FileReport {
  type: 'FileReport';
  reportId: string;
  targetType: ReportTargetType;
  targetId: string;
  subjectAccountId: string;
  reason: ReportReason;
  details: string | null;
  reporterId: string | null;
  now: string;
}

/** `adHidden` / `videoHidden`: the decision already took the reported ad off the site, or the reported clip down. */
export interface ResolveReport {
  type: 'ResolveReport';
  reportId: string;
  outcome: ReportOutcome;
  note: string | null;
  moderatorId: string;
  adHidden: boolean;
  videoHidden?: boolean;
  now: string;
}

export type ReportCommand = FileReport | ResolveReport;

export class ReportNotFoundError extends DomainError {
  override readonly name = 'ReportNotFoundError';
  constructor(reportId: string) {
    super('not_found', 'moderation:reportNotFound', `report ${reportId} does not exist`);
  }
}

/** A report is decided once: a second moderator's click is told so, and nothing changes. */
export class ReportAlreadyResolvedError extends DomainError {
  override readonly name = 'ReportAlreadyResolvedError';
  constructor() {
    super('conflict', 'moderation:alreadyResolved', 'the report has already been decided');
  }
}

export class NotAnAdReportError extends DomainError {
  override readonly name = 'NotAnAdReportError';
  constructor() {
    super('invalid', 'moderation:notAnAdReport', 'only a report about an ad can hide an ad');
  }
}

export class NotAVideoReportError extends DomainError {
  override readonly name = 'NotAVideoReportError';
  constructor() {
    super('invalid', 'moderation:notAVideoReport', 'only a report about a video can hide a video');
  }
}

export function decideReport(command: ReportCommand, state: ReportState): ReportEvent[] {
  switch (command.type) {
    case 'FileReport': {
      // A retried request derives the same report id and its events are recognised before deciding; anything
      // else reaching a filed stream is a repeat of the same report.
      if (state.status !== 'none') return [];
      const { reportId, targetType, targetId, subjectAccountId, reason, details, reporterId, now } = command;
      return [
        { type: 'ReportFiled', data: { reportId, targetType, targetId, subjectAccountId, reason, details, reporterId, filedAt: now } },
      ];
    }
    case 'ResolveReport': {
      if (state.status === 'none') throw new ReportNotFoundError(command.reportId);
      if (state.status === 'resolved') throw new ReportAlreadyResolvedError();
      if (command.adHidden && state.targetType !== 'ad') throw new NotAnAdReportError();
      if (command.videoHidden && state.targetType !== 'video') throw new NotAVideoReportError();
      const { reportId, outcome, note, moderatorId, adHidden, now } = command;
      const videoHidden = command.videoHidden === true;
      return [
        {
          type: 'ReportResolved',
          data: {
            reportId,
            outcome: adHidden || videoHidden ? 'actioned' : outcome,
            note,
            resolvedBy: moderatorId,
            adHidden,
            // Written only when it happened: decisions before clips could be hidden read the same.
            ...(videoHidden ? { videoHidden } : {}),
            resolvedAt: now,
          },
        },
      ];
    }
  }
}

export const reportDecider: Decider<ReportCommand, ReportEvent, ReportState> = {
  events: REPORT_EVENTS,
  initialState: initialReportState,
  evolve: evolveReport,
  decide: decideReport,
};
