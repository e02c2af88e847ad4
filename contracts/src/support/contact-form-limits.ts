/** The limits of the contact form and of a reply, apart from the schemas (./support.ts) that check them. */

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const SUPPORT_REPLY_MAX = 5000;
/** A form sent sooner than this after it was rendered was filled by a script: it is dropped without a word. */
export const CONTACT_FORM_MIN_AGE_MS = 3_000;
/** A form older than this is refused with a clear message (and a fresh token): its token must not live for ever. */
export const CONTACT_FORM_MAX_AGE_MS = 2 * 3600_000;
/**
 * The honeypot's field name: a plausible one, so form-filling bots fill it; people never see it (the page hides it
 * from eyes and screen readers) and a filled one is dropped as spam.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';
