import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';
import { PUBLIC_REPORT_TARGET_TYPES, REPORT_REASONS } from './report-form';

// The reasons are zod-free, for the report form's choices.
export { REPORT_REASONS } from './report-form';

export const REPORT_TARGET_TYPES = [...PUBLIC_REPORT_TARGET_TYPES, 'forum-post'] as const;
export const ReportTargetType = z.enum(REPORT_TARGET_TYPES);
export type ReportTargetType = z.infer<typeof ReportTargetType>;

/** The form's reasons and the forum flags' own two: one queue, one set of priorities. */
export const REPORT_REASON_CODES = [...REPORT_REASONS, 'harassment', 'personal_data'] as const;
export const ReportReason = z.enum(REPORT_REASON_CODES);
export type ReportReason = z.infer<typeof ReportReason>;

/** A child or a person forced into sex work cannot wait in the queue: these jump it, with an alert. */
export const URGENT_REPORT_REASONS: readonly ReportReason[] = ['underage', 'coercion'];
export type ReportSeverity = 'urgent' | 'normal';
export const severityOfReason = (reason: ReportReason): ReportSeverity => (URGENT_REPORT_REASONS.includes(reason) ? 'urgent' : 'normal');

export const REPORT_OUTCOMES = ['dismissed', 'actioned'] as const;
export const ReportOutcome = z.enum(REPORT_OUTCOMES);
export type ReportOutcome = z.infer<typeof ReportOutcome>;

/** Events of stream `report-{reportId}`: one report, filed once, decided once. */
const ReportFiledEvent = defineEvent(
  'ReportFiled',
  z.object({
    reportId: z.string(),
    targetType: ReportTargetType,
    targetId: z.string(),
    /** Whom the report is about (the ad's owner, or the account): its `details` are sealed with that person's key. */
    subjectAccountId: z.string(),
    reason: ReportReason,
    details: z.string().nullable(),
    /** null: an anonymous visitor. */
    reporterId: z.string().nullable(),
    filedAt: z.iso.datetime(),
  }),
);
const ReportResolvedEvent = defineEvent(
  'ReportResolved',
  z.object({
    reportId: z.string(),
    outcome: ReportOutcome,
    note: z.string().nullable(),
    resolvedBy: z.string(),
    /** True when the decision took the reported ad off the site (the one-click "hide ad"). */
    adHidden: z.boolean(),
    /** True when the decision took the reported clip down (the one-click "hide video"); absent on older decisions. */
    videoHidden: z.boolean().optional(),
    resolvedAt: z.iso.datetime(),
  }),
);

/** Event of stream `account-notes-{accountId}`: staff's internal notes on an account, never shown to its owner. */
const AccountNoteAddedEvent = defineEvent(
  'AccountNoteAdded',
  z.object({ noteId: z.string(), accountId: z.string(), text: z.string(), authorId: z.string(), addedAt: z.iso.datetime() }),
);

export const REPORT_EVENTS = eventRegistry([ReportFiledEvent, ReportResolvedEvent]);
export const ACCOUNT_NOTE_EVENTS = eventRegistry([AccountNoteAddedEvent]);
export type ReportFiled = EventOf<typeof ReportFiledEvent>;
export type ReportResolved = EventOf<typeof ReportResolvedEvent>;
export type ReportEvent = EventsOf<typeof REPORT_EVENTS>;
export type AccountNoteAdded = EventOf<typeof AccountNoteAddedEvent>;
export type AccountNoteEvent = EventsOf<typeof ACCOUNT_NOTE_EVENTS>;

export const reportStreamId = (reportId: string) => `report-${reportId}`;
export const accountNotesStreamId = (accountId: string) => `account-notes-${accountId}`;
