/** The fields a live ad changes at once, without moderation (docs/product.md § 1). */
export const IMMEDIATE_AD_FIELDS = ['province', 'city', 'district', 'phone', 'workingHours'] as const;
export type ImmediateAdField = (typeof IMMEDIATE_AD_FIELDS)[number];
