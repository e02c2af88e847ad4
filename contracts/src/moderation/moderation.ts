import { z } from 'zod';
import { jsonParam, ListRange } from '../admin/simple-rest';
import { code } from '../messages';
import { EntityId, text } from '../text';
import { ReportOutcome, ReportReason, ReportTargetType } from './moderation-events';
import { MAX_REPORT_DETAILS, PUBLIC_REPORT_TARGET_TYPES, REPORT_REASONS, REPORT_REASONS_FOR } from './report-form';

// What the report form offers is zod-free, for the page that shows it.
export * from './report-form';

export const MAX_NOTE_TEXT = 4000;
export const MAX_RESOLUTION_NOTE = 2000;

/** POST /api/reports: anyone, logged in or not. An unknown target is 404. */
export const FileReportInput = z
  .strictObject({
    target: z.strictObject({ type: z.enum(PUBLIC_REPORT_TARGET_TYPES), id: EntityId }),
    reason: z.enum(REPORT_REASONS, code('moderation:badReason')),
    details: text({ max: MAX_REPORT_DETAILS, multiline: true }).optional(),
  })
  // Only a reason the form offers for this kind of target (a clip has no category to be wrong).
  .refine((r) => (REPORT_REASONS_FOR[r.target.type] as readonly string[]).includes(r.reason), {
    path: ['reason'],
    message: code('moderation:badReason'),
  });
export type FileReportInput = z.infer<typeof FileReportInput>;

/** The reporter learns only that the report arrived (its id tells nothing about others). */
export const ReportFiledAnswer = z.object({ id: z.string() });
export type ReportFiledAnswer = z.infer<typeof ReportFiledAnswer>;

export const ReportStatus = z.enum(['open', 'resolved']);
export type ReportStatus = z.infer<typeof ReportStatus>;

/** One report as the console shows it. */
export const ReportDto = z.object({
  id: z.string(),
  targetType: ReportTargetType,
  targetId: z.string(),
  reason: ReportReason,
  severity: z.enum(['urgent', 'normal']),
  details: z.string().nullable(),
  reporterId: z.string().nullable(),
  status: ReportStatus,
  outcome: ReportOutcome.nullable(),
  note: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  adHidden: z.boolean(),
  /** The decision took the reported clip down (the one-click "hide video"). */
  videoHidden: z.boolean(),
  createdAt: z.string(),
  /** A report about a forum post: where the post is (null for other targets, or a post the read side no longer has). */
  forumPost: z
    .object({
      topicId: z.string(),
      topicSlug: z.string(),
      number: z.number().int(),
      hidden: z.boolean(),
      /** The topic's opening post: it cannot be hidden alone, taking it down takes the topic. */
      opening: z.boolean(),
    })
    .nullable(),
});
export type ReportDto = z.infer<typeof ReportDto>;

export const AdminReportFilter = z.strictObject({
  status: ReportStatus.optional(),
  severity: z.enum(['urgent', 'normal']).optional(),
  reason: ReportReason.optional(),
  targetType: ReportTargetType.optional(),
  targetId: EntityId.optional(),
});
export type AdminReportFilter = z.infer<typeof AdminReportFilter>;

/** GET /api/admin/reports (simple-rest): always urgent first, then oldest first; `sort` only flips the age order. */
export const AdminReportListParams = z.object({
  sort: jsonParam(z.tuple([z.literal('createdAt'), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(AdminReportFilter),
});
export type AdminReportListParams = z.infer<typeof AdminReportListParams>;
export const REPORT_LIST_DOCS = {
  sort: 'JSON: ["createdAt","ASC"] (urgent reports always come first)',
  range: 'JSON: [0,24] (inclusive)',
  filter:
    'JSON: {"status":"open","severity":"urgent","reason":"underage","targetType":"ad|account|video","targetId":"…"} (anything else: 400)',
} as const;

/** POST /api/admin/reports/:id/resolve. */
export const ResolveReportInput = z.strictObject({
  outcome: ReportOutcome,
  note: text({ max: MAX_RESOLUTION_NOTE, multiline: true }).optional(),
});
export type ResolveReportInput = z.infer<typeof ResolveReportInput>;

/** POST /api/admin/reports/:id/hide-video takes no body: the clip goes, the report is actioned. */

/** POST /api/admin/reports/:id/hide-ad (and hide-forum-post): the note also becomes the reason the owner reads. */
export const HideReportedAdInput = z.strictObject({ note: text({ min: 1, max: MAX_RESOLUTION_NOTE, multiline: true }).optional() });
export type HideReportedAdInput = z.infer<typeof HideReportedAdInput>;

/** POST /api/admin/notes. */
export const AddAccountNoteInput = z.strictObject({ accountId: EntityId, text: text({ min: 1, max: MAX_NOTE_TEXT, multiline: true }) });
export type AddAccountNoteInput = z.infer<typeof AddAccountNoteInput>;

export const AccountNoteDto = z.object({
  id: z.string(),
  accountId: z.string(),
  text: z.string(),
  authorId: z.string(),
  authorLogin: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountNoteDto = z.infer<typeof AccountNoteDto>;

/** GET /api/admin/notes?filter={"accountId":…}: one account's notes, newest first. */
export const AdminNoteListParams = z.object({
  sort: jsonParam(z.tuple([z.literal('createdAt'), z.enum(['DESC', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(z.strictObject({ accountId: EntityId })),
});
export type AdminNoteListParams = z.infer<typeof AdminNoteListParams>;

export const CLAIM_ITEM_TYPES = ['ad', 'verification', 'report', 'support-chat', 'video'] as const;
export const ClaimItemType = z.enum(CLAIM_ITEM_TYPES);
export type ClaimItemType = z.infer<typeof ClaimItemType>;

/** POST/DELETE /api/admin/claims. */
export const ClaimInput = z.strictObject({ itemType: ClaimItemType, itemId: EntityId });
export type ClaimInput = z.infer<typeof ClaimInput>;

/** Who holds an item and until when; `mine` tells the asking moderator it is theirs. */
export const ClaimDto = z.object({
  id: z.string(),
  itemType: ClaimItemType,
  itemId: z.string(),
  claimedBy: z.string(),
  claimedById: z.string(),
  until: z.string(),
  mine: z.boolean(),
});
export type ClaimDto = z.infer<typeof ClaimDto>;

/** GET /api/admin/claims?filter={"itemType":…,"itemId":…}: the holder, or an empty list. */
export const AdminClaimListParams = z.object({
  filter: jsonParam(ClaimInput),
  range: jsonParam(ListRange),
  sort: jsonParam(z.tuple([z.string().max(40), z.string().max(4)])),
});
export type AdminClaimListParams = z.infer<typeof AdminClaimListParams>;
