/**
 * The statement an uploader makes for each clip. The text is versioned: the event keeps the version, and a new
 * wording gets a new version instead of changing what an old clip's uploader agreed to.
 */
export const VIDEO_ATTESTATION_VERSION = 'video-consent-2026-11';

export const VIDEO_ATTESTATION_TEXT = {
  pl: 'Oświadczam, że każda osoba widoczna w tym filmie ma ukończone 18 lat i zgodziła się na nagranie oraz jego publikację w tym ogłoszeniu.',
  en: 'I declare that every person shown in this video is 18 or older and consented to being filmed and to its publication in this ad.',
} as const;

/** Rejection templates a moderator picks from (`videos:reason_*`, rendered in the reader's language). */
export const VIDEO_REJECTION_REASONS = [
  'videos:reason_ageInDoubt',
  'videos:reason_consentInDoubt',
  'videos:reason_notTheAdvertiser',
  'videos:reason_contactDetails',
  'videos:reason_prohibitedContent',
  'videos:reason_poorQuality',
] as const;
export type VideoRejectionReason = (typeof VIDEO_REJECTION_REASONS)[number];
