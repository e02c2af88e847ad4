import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';

/**
 * Events of stream `phone-{accountId}`: an account's phone number and its SMS codes. The number is personal data,
 * sealed with the person's key (context.ts); `numberKey` is a keyed HMAC of it (SECRET_KEY), so that the read side
 * can count the accounts of one number without holding the number. The code itself is never in the log: only its
 * keyed hash, compared in constant time. `PhoneVerified` and `PhoneVerificationRevoked` are what other contexts read.
 */
const PhoneCodeSentEvent = defineEvent(
  'PhoneCodeSent',
  z.object({
    accountId: z.string(),
    challengeId: z.string(),
    /** E.164, sealed. */
    number: z.string(),
    numberKey: z.string(),
    /** ISO 3166 alpha-2 of the number, for the fraud watch (not personal on its own). */
    country: z.string(),
    codeHash: z.string(),
    expiresAt: z.iso.datetime(),
    sentAt: z.iso.datetime(),
  }),
);
/** A wrong code typed: `checks` counts the checks of this code so far (the fifth locks it). */
const PhoneCodeRejectedEvent = defineEvent(
  'PhoneCodeRejected',
  z.object({ accountId: z.string(), challengeId: z.string(), checks: z.number().int().positive(), rejectedAt: z.iso.datetime() }),
);
const PhoneVerifiedEvent = defineEvent(
  'PhoneVerified',
  z.object({ accountId: z.string(), challengeId: z.string(), number: z.string(), numberKey: z.string(), verifiedAt: z.iso.datetime() }),
);
/** Taken back by staff (the reason is sealed), or by the owner (`staffId` null, no reason). */
const PhoneVerificationRevokedEvent = defineEvent(
  'PhoneVerificationRevoked',
  z.object({
    accountId: z.string(),
    numberKey: z.string(),
    staffId: z.string().nullable(),
    reason: z.string(),
    revokedAt: z.iso.datetime(),
  }),
);

/**
 * The owner's choice of SMS notices (issue 25, deliverable 4): which decisions reach the verified number. Replaces
 * the previous choice whole; a revocation turns them all off (the number they went to is gone).
 */
const SmsNoticesChosenEvent = defineEvent(
  'SmsNoticesChosen',
  z.object({
    accountId: z.string(),
    adDecided: z.boolean(),
    verificationDecided: z.boolean(),
    messageRequest: z.boolean(),
    chosenAt: z.iso.datetime(),
  }),
);

export const PHONE_EVENTS = eventRegistry([
  PhoneCodeSentEvent,
  PhoneCodeRejectedEvent,
  PhoneVerifiedEvent,
  PhoneVerificationRevokedEvent,
  SmsNoticesChosenEvent,
]);
export type PhoneCodeSent = EventOf<typeof PhoneCodeSentEvent>;
export type PhoneCodeRejected = EventOf<typeof PhoneCodeRejectedEvent>;
export type PhoneVerified = EventOf<typeof PhoneVerifiedEvent>;
export type PhoneVerificationRevoked = EventOf<typeof PhoneVerificationRevokedEvent>;
export type SmsNoticesChosen = EventOf<typeof SmsNoticesChosenEvent>;
export type PhoneEvent = EventsOf<typeof PHONE_EVENTS>;

export const phoneStreamId = (accountId: string) => `phone-${accountId}`;
