import { z } from 'zod';
import { LOCALES } from '../i18n';
import { defineEvent, type EventOf } from '../events/event-registry';

/**
 * The e-mail side of `account-{id}` (part of ACCOUNT_EVENTS). A link's secret is never in the log: a request
 * carries a random `requestId` and the SHA-256 of the secret (`tokenHash`); the secret itself is an HMAC of the
 * request id under the server secret, derived again only by whoever sends the e-mail. Addresses are sealed
 * (PERSONAL_DATA_POLICY).
 */
const link = {
  accountId: z.string(),
  requestId: z.string(),
  tokenHash: z.string(),
  requestedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
};

/** A link to confirm `email` (the account's address when asked) was sent. */
const EmailConfirmationRequestedEvent = defineEvent('EmailConfirmationRequested', z.object({ ...link, email: z.string() }));
const EmailConfirmedEvent = defineEvent(
  'EmailConfirmed',
  z.object({ accountId: z.string(), requestId: z.string(), confirmedAt: z.iso.datetime() }),
);
/** A new address asked for; the current one stays until the link sent to `newEmail` is followed. */
const EmailChangeRequestedEvent = defineEvent('EmailChangeRequested', z.object({ ...link, newEmail: z.string() }));
/** The new address was confirmed from its own mailbox: it replaces the old one, confirmed. */
const EmailChangedEvent = defineEvent(
  'EmailChanged',
  z.object({ accountId: z.string(), requestId: z.string(), email: z.string(), changedAt: z.iso.datetime() }),
);
const EmailLanguageChosenEvent = defineEvent(
  'EmailLanguageChosen',
  z.object({ accountId: z.string(), locale: z.enum(LOCALES), chosenAt: z.iso.datetime() }),
);
/** A link to set a new password was sent to `email`. */
const PasswordResetRequestedEvent = defineEvent('PasswordResetRequested', z.object({ ...link, email: z.string() }));
/** The link was used; appended together with the PasswordChanged it led to. */
const PasswordResetCompletedEvent = defineEvent(
  'PasswordResetCompleted',
  z.object({ accountId: z.string(), requestId: z.string(), completedAt: z.iso.datetime() }),
);

export const ACCOUNT_EMAIL_EVENT_DEFINITIONS = [
  EmailConfirmationRequestedEvent,
  EmailConfirmedEvent,
  EmailChangeRequestedEvent,
  EmailChangedEvent,
  EmailLanguageChosenEvent,
  PasswordResetRequestedEvent,
  PasswordResetCompletedEvent,
] as const;

export type EmailConfirmationRequested = EventOf<typeof EmailConfirmationRequestedEvent>;
export type EmailConfirmed = EventOf<typeof EmailConfirmedEvent>;
export type EmailChangeRequested = EventOf<typeof EmailChangeRequestedEvent>;
export type EmailChanged = EventOf<typeof EmailChangedEvent>;
export type EmailLanguageChosen = EventOf<typeof EmailLanguageChosenEvent>;
export type PasswordResetRequested = EventOf<typeof PasswordResetRequestedEvent>;
export type PasswordResetCompleted = EventOf<typeof PasswordResetCompletedEvent>;
export type AccountEmailEvent = EventOf<(typeof ACCOUNT_EMAIL_EVENT_DEFINITIONS)[number]>;
