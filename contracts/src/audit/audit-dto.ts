import { z } from 'zod';
import { jsonParam, ListRange } from '../admin/simple-rest';
import { RoleSchema } from '../events/envelope';
import { text } from '../text';

/**
 * The histories the console opens by id: an ad (`ad-{id}`), an account (`account-{id}` and its side streams), a wallet
 * (`wallet-{id}`), a forum topic (`forum-topic-{id}`: its posts and every moderator's and member's hand on them), a
 * report (`report-{id}`: filed, then decided).
 */
export const AUDIT_KINDS = ['ad', 'account', 'wallet', 'forum-topic', 'report'] as const;
export const AuditKind = z.enum(AUDIT_KINDS);
export type AuditKind = z.infer<typeof AuditKind>;

export const AuditActor = z.object({
  id: z.string().nullable(),
  role: RoleSchema.nullable(),
  /** From the accounts read model: null for the system, or a person no longer there. */
  login: z.string().nullable(),
});
export type AuditActor = z.infer<typeof AuditActor>;

/** One event of a history as an auditor reads it: where it stands in the log, who caused it, why, and under which ids. */
export const AuditEventDto = z.object({
  /** `{streamId}:{revision}`: react-admin keys rows by it. */
  id: z.string(),
  eventId: z.string(),
  streamId: z.string(),
  /** Global log position (the order of everything). */
  position: z.number().int(),
  /** 0-based place inside its stream. */
  revision: z.number().int(),
  type: z.string(),
  schemaVersion: z.number().int(),
  /** When it was decided (the app's clock; metadata.occurredAt), ISO. */
  time: z.string(),
  /** When the log stored it, ISO. */
  recordedAt: z.string(),
  actor: AuditActor,
  /** The event's own reason (a rejection, a grant, a refund…), or null. */
  reason: z.string().nullable(),
  correlationId: z.string().nullable(),
  causationId: z.string().nullable(),
  commandId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  /** The person's keys are erased: these fields of `data` read as null and cannot be recovered. */
  unavailable: z.array(z.string()),
});
export type AuditEventDto = z.infer<typeof AuditEventDto>;

export const AUDIT_TIMELINE_SORT_FIELDS = ['position'] as const;

/** ra-data-simple-rest: `range=[0,99]&sort=["position","ASC"]&filter={"type":"AdApproved"}`; oldest first unless DESC. */
export const AuditTimelineParams = z.object({
  range: jsonParam(ListRange),
  sort: jsonParam(z.tuple([z.enum(AUDIT_TIMELINE_SORT_FIELDS), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  filter: jsonParam(z.strictObject({ type: text({ max: 100 }).optional() })),
});
export type AuditTimelineParams = z.infer<typeof AuditTimelineParams>;

const wholeNumber = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);

/** `?at=<ISO date>`, `?position=<global position>` or `?revision=<n>`: exactly one (none = the current state). */
export const AuditStateParams = z.object({
  at: z.string().max(40).optional(),
  position: wholeNumber.optional(),
  revision: wholeNumber.optional(),
});
export type AuditStateParams = z.infer<typeof AuditStateParams>;

/** The fold of a history's events up to a moment, with the context's own `evolve`: what the aggregate saw then. */
export const AuditStateDto = z.object({
  kind: AuditKind,
  id: z.string(),
  streamId: z.string(),
  /** The last event folded: where the state stands. */
  position: z.number().int(),
  revision: z.number().int(),
  time: z.string(),
  eventType: z.string(),
  /** Events folded (revision + 1). */
  events: z.number().int(),
  /** Events of the stream in all. */
  totalEvents: z.number().int(),
  state: z.record(z.string(), z.unknown()),
});
export type AuditStateDto = z.infer<typeof AuditStateDto>;

export const AuditDiffParams = z.object({ from: wholeNumber, to: wholeNumber });
export type AuditDiffParams = z.infer<typeof AuditDiffParams>;

/** One field that differs: `path` in dots (`fields.title`, `status`), absent sides as undefined → null. */
export const AuditFieldChange = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditFieldChange = z.infer<typeof AuditFieldChange>;

export const AuditDiffDto = z.object({
  kind: AuditKind,
  id: z.string(),
  from: z.object({ revision: z.number().int(), position: z.number().int(), time: z.string() }),
  to: z.object({ revision: z.number().int(), position: z.number().int(), time: z.string() }),
  changes: z.array(AuditFieldChange),
});
export type AuditDiffDto = z.infer<typeof AuditDiffDto>;

/** What a data access row says was seen. */
export const DATA_ACCESS_WHATS = [
  'account',
  'account-history',
  'report',
  'verification-photo',
  'support-message',
  'support-chat',
  'conversation',
  'phone',
] as const;

/** One view of someone's personal data (PersonalDataViewed) or verification photo (VerificationPhotoViewed). */
export const DataAccessEntryDto = z.object({
  /** The event's id. */
  id: z.string(),
  position: z.number().int(),
  viewedAt: z.string(),
  viewerId: z.string(),
  viewerRole: RoleSchema.nullable(),
  viewerLogin: z.string().nullable(),
  subjectAccountId: z.string(),
  subjectLogin: z.string().nullable(),
  what: z.enum(DATA_ACCESS_WHATS),
  /** The verification attempt and photo (`{attemptId}#{index}`), the support message's id, null for other views. */
  detail: z.string().nullable(),
});
export type DataAccessEntryDto = z.infer<typeof DataAccessEntryDto>;

/** `range=[0,24]&filter={"viewer":"<id or login>","subject":"<id or login>"}`: newest first. */
export const DataAccessListParams = z.object({
  range: jsonParam(ListRange),
  // Always newest first; the list's sort is taken and ignored (react-admin sends its default field).
  sort: jsonParam(z.tuple([z.string().max(40), z.string().max(4)])),
  filter: jsonParam(
    z.strictObject({
      viewer: text({ max: 100 }).optional(),
      subject: text({ max: 100 }).optional(),
      what: z.enum(DATA_ACCESS_WHATS).optional(),
    }),
  ),
});
export type DataAccessListParams = z.infer<typeof DataAccessListParams>;

/** A rebuild this process started: from 0 up to the head the log had when it began. */
export const ProjectionRebuildDto = z.object({
  state: z.enum(['running', 'done']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  startedBy: z.string(),
  /** The head when the rebuild began: done once the projector passed it. */
  target: z.number().int(),
  position: z.number().int(),
  /** 0..1. */
  progress: z.number(),
});
export type ProjectionRebuildDto = z.infer<typeof ProjectionRebuildDto>;

export const ProjectionDto = z.object({
  /** The projector's name (react-admin's id). */
  id: z.string(),
  name: z.string(),
  checkpoint: z.number().int(),
  head: z.number().int(),
  /** Events of the log it has not reached yet. */
  lag: z.number().int(),
  parked: z.number().int(),
  /** Whether this process runs the projections (rebuild possible here). */
  local: z.boolean(),
  rebuild: ProjectionRebuildDto.nullable(),
});
export type ProjectionDto = z.infer<typeof ProjectionDto>;
