/**
 * The numbers of the messaging rules, zod-free so the web's counters and texts can import them without the schema
 * library. docs/messaging.md explains each one; the error texts in ./messages.ts repeat some of them.
 */

/** A message's length in code points (an emoji is one). */
export const MESSAGE_TEXT_MAX = 2000;
/** Photos one message may carry (it may carry photos only, no text). */
export const MESSAGE_PHOTOS_MAX = 4;
/** Longest side of the thumbnail a thread shows of a photo (the full image is at most 2048 px, as ad photos' masters). */
export const MESSAGE_PHOTO_THUMB_SIDE = 480;
/** Messages one page of a thread holds at most (`limit`). */
export const MESSAGES_PAGE_MAX = 50;
/** Conversations one page of a folder holds. */
export const CONVERSATIONS_PAGE_SIZE = 30;
/** Messages the starter may send while the request waits for an answer. */
export const REQUEST_MESSAGES_MAX = 3;
/** A report's free-text note, in code points. */
export const REPORT_NOTE_MAX = 1000;
/** The console shows this many messages before each reported message (or before the report, without one)… */
export const REPORT_WINDOW_BEFORE = 20;
/** …and this many after it. Nothing else of the conversation is ever shown to staff. */
export const REPORT_WINDOW_AFTER = 5;

/**
 * A new account (docs/messaging.md § New accounts): younger than NEW_ACCOUNT_HOURS, or not verified, or with fewer
 * than NEW_ACCOUNT_ACCEPTED_CONVERSATIONS accepted conversations. It cannot send links or contact details and has the
 * tighter limits below. All three must be passed to leave the rule.
 */
export const NEW_ACCOUNT_HOURS = 24;
export const NEW_ACCOUNT_ACCEPTED_CONVERSATIONS = 3;

/** Rate limits: `points` per `durationSeconds`, for an established account and for a new one. */
export const MESSAGING_LIMITS = {
  /** Messages one account sends, in all conversations. */
  messagesPerAccount: { established: { points: 120, durationSeconds: 3600 }, fresh: { points: 30, durationSeconds: 3600 } },
  /** Conversations one account starts (requests). */
  conversationsPerAccount: { established: { points: 20, durationSeconds: 3600 }, fresh: { points: 5, durationSeconds: 3600 } },
  /** Messages one account sends in one conversation (a flood aimed at one person). */
  messagesPerConversation: { established: { points: 20, durationSeconds: 60 }, fresh: { points: 10, durationSeconds: 60 } },
  /** Photos one account uploads into messages (a new account is refused before counting: it may send none at all). */
  photosPerAccount: { established: { points: 60, durationSeconds: 3600 }, fresh: { points: 60, durationSeconds: 3600 } },
  /** Reports one account files. */
  reportsPerAccount: { established: { points: 10, durationSeconds: 3600 }, fresh: { points: 10, durationSeconds: 3600 } },
} as const;

/** The socket.io event a messaging change is pushed as, on the account's private room (same shape as the catch-up items). */
export const MESSAGING_PUSH_EVENT = 'messaging';
