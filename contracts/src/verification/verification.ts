import { z } from 'zod';
import { jsonParam, ListRange } from '../admin/simple-rest';
import { code } from '../messages';
import { text } from '../text';
import { VERIFICATION_PHOTO_COUNT } from './verification-photos';

// The count is zod-free, for the page that asks for the photos.
export * from './verification-photos';

/** Default wait after a rejection before a new attempt (VERIFICATION_RETRY_HOURS overrides it). */
export const VERIFICATION_RETRY_HOURS = 24;

/** Reasons a moderator picks from; each is a message `verification:reason_{code}` in both languages. */
export const VERIFICATION_REJECT_TEMPLATES = [
  'cardMissing',
  'cardUnreadable',
  'loginMismatch',
  'dateMismatch',
  'faceMismatch',
  'poorQuality',
] as const;
export const VerificationRejectTemplate = z.enum(VERIFICATION_REJECT_TEMPLATES);
export type VerificationRejectTemplate = z.infer<typeof VerificationRejectTemplate>;
export const verificationReasonCode = (template: VerificationRejectTemplate) => `verification:reason_${template}` as const;

/** POST /api/admin/verifications/:id/reject: a template, the moderator's own words, or both. */
export const RejectVerificationInput = z
  .strictObject({
    template: VerificationRejectTemplate.optional(),
    reason: text({ max: 1000, multiline: true }).optional(),
  })
  .refine((v) => !!v.template || !!v.reason, { message: code('verification:reasonRequired'), path: ['reason'] });
export type RejectVerificationInput = z.infer<typeof RejectVerificationInput>;

/** POST /api/admin/verifications/:id/revoke. */
export const RevokeVerificationInput = z.strictObject({ reason: text({ min: 3, max: 1000, multiline: true }) });
export type RevokeVerificationInput = z.infer<typeof RevokeVerificationInput>;

/** Where an account stands. `draft`: one photo sent, the second not yet; `revoked`: was verified, a moderator took it back. */
export const VerificationState = z.enum(['none', 'draft', 'pending', 'verified', 'rejected', 'revoked']);
export type VerificationState = z.infer<typeof VerificationState>;

/** GET /api/user/verification: the owner's view (never the photos themselves). */
export const VerificationStatusDto = z.object({
  state: VerificationState,
  attemptId: z.string().nullable(),
  /** Photos of the draft or of the attempt waiting for a decision. */
  photoCount: z.number().int(),
  requiredPhotos: z.literal(VERIFICATION_PHOTO_COUNT),
  submittedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** The reason of the last rejection or revocation, in the reader's language (a template) or the moderator's words. */
  reason: z.string().nullable(),
  /** When a new attempt is possible after a rejection (null: now). */
  retryAfter: z.string().nullable(),
  /** Whether a photo may be uploaded now. */
  canUpload: z.boolean(),
});
export type VerificationStatusDto = z.infer<typeof VerificationStatusDto>;

export const AdminVerificationStatus = z.enum(['draft', 'pending', 'approved', 'rejected', 'discarded']);
export type AdminVerificationStatus = z.infer<typeof AdminVerificationStatus>;

/** One view of a photo by a moderator (the audit trail the show page lists). */
export const VerificationPhotoView = z.object({
  photoIndex: z.number().int(),
  viewedBy: z.string(),
  viewedByLogin: z.string().nullable(),
  viewedAt: z.string(),
});

/** One attempt as the console sees it (`id` is the attempt's id). */
export const AdminVerificationDto = z.object({
  id: z.string(),
  accountId: z.string(),
  login: z.string().nullable(),
  status: AdminVerificationStatus,
  photoCount: z.number().int(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  /** Seconds since submission (pending) — how long the person has been waiting. */
  ageSeconds: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reasonCode: z.string().nullable(),
  reason: z.string().nullable(),
  retryAfter: z.string().nullable(),
  photosDeleted: z.boolean(),
  /** Whether the account is verified by this attempt right now (approved and not revoked since). */
  verifiedNow: z.boolean(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  views: z.array(VerificationPhotoView),
});
export type AdminVerificationDto = z.infer<typeof AdminVerificationDto>;

export const ADMIN_VERIFICATION_SORT_KEYS = ['id', 'status', 'createdAt', 'submittedAt', 'decidedAt'] as const;
export const AdminVerificationFilter = z.strictObject({
  status: AdminVerificationStatus.optional(),
  accountId: text({ max: 100 }).optional(),
  q: text({ max: 100 }).optional(),
});
export type AdminVerificationFilter = z.infer<typeof AdminVerificationFilter>;

/** GET /api/admin/verifications — ra-data-simple-rest list parameters. */
export const AdminVerificationListParams = z.object({
  sort: jsonParam(z.tuple([z.enum(ADMIN_VERIFICATION_SORT_KEYS), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(AdminVerificationFilter),
});
export type AdminVerificationListParams = z.infer<typeof AdminVerificationListParams>;

export const ADMIN_VERIFICATION_LIST_DOCS = {
  sort: `JSON: ["submittedAt","ASC"]; fields: ${ADMIN_VERIFICATION_SORT_KEYS.join(', ')} (anything else: 400)`,
  range: 'JSON: [0,24] (inclusive)',
  filter: `JSON: {"status":"pending"}; fields: ${Object.keys(AdminVerificationFilter.shape).join(', ')} (anything else: 400)`,
} as const;
