/** What a report offers the person filing it, apart from the schemas (./moderation-events.ts, ./moderation.ts). */

export const REPORT_REASONS = ['underage', 'coercion', 'scam', 'fake_photos', 'wrong_category', 'spam', 'other'] as const;
export type FormReportReason = (typeof REPORT_REASONS)[number];
/** What visitors report through the form; a forum post reaches the queue through its flag (forum context). */
export const PUBLIC_REPORT_TARGET_TYPES = ['ad', 'account', 'video'] as const;
export type PublicReportTargetType = (typeof PUBLIC_REPORT_TARGET_TYPES)[number];
export const MAX_REPORT_DETAILS = 2000;

/**
 * The reasons offered for each kind of target, most urgent first. A clip has no category to be wrong; "fake photos"
 * reads there as a clip that is not the advertiser's own.
 */
export const REPORT_REASONS_FOR = {
  ad: REPORT_REASONS,
  account: REPORT_REASONS,
  video: ['underage', 'coercion', 'fake_photos', 'scam', 'spam', 'other'],
} as const satisfies Record<PublicReportTargetType, readonly FormReportReason[]>;
