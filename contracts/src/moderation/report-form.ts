/** What a report offers the person filing it, apart from the schemas (./moderation-events.ts, ./moderation.ts). */

export const REPORT_REASONS = ['underage', 'coercion', 'scam', 'fake_photos', 'wrong_category', 'spam', 'other'] as const;
export const MAX_REPORT_DETAILS = 2000;
