import { z } from 'zod';
import { RoleSchema } from '../events/envelope';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';
import { ACCOUNT_EMAIL_EVENT_DEFINITIONS } from './account-email-events';

const AccountRegisteredEvent = defineEvent(
  'AccountRegistered',
  z.object({
    accountId: z.string(),
    login: z.string(),
    email: z.string(),
    passwordHash: z.string(),
    role: RoleSchema,
    registeredAt: z.iso.datetime(),
  }),
);
/** A new password (the hash is sealed like the registration's, PERSONAL_DATA_POLICY). No projection needs it. */
const PasswordChangedEvent = defineEvent(
  'PasswordChanged',
  z.object({ accountId: z.string(), passwordHash: z.string(), changedAt: z.iso.datetime() }),
);

/**
 * The owner deleted the account (GDPR art. 17). Nothing in it is personal: the keys of the person are erased
 * right after it is appended, and projectors drop every row of the person (and of `adIds`, their ads at the
 * time) when they meet it. `adIds` lets a read model without an owner column (the search index) find its rows.
 */
const AccountDeletedEvent = defineEvent(
  'AccountDeleted',
  z.object({ accountId: z.string(), adIds: z.array(z.string()), deletedAt: z.iso.datetime() }),
);

/** An administrator gave the account another role (staff roles: issue 10); it takes effect at the next request. */
const AccountRoleChangedEvent = defineEvent(
  'AccountRoleChanged',
  z.object({ accountId: z.string(), role: RoleSchema, previousRole: RoleSchema, changedBy: z.string(), changedAt: z.iso.datetime() }),
);
/** Staff blocked the account: its sessions end, it cannot log in and its ads leave the public site until unblocked. */
const AccountBlockedEvent = defineEvent(
  'AccountBlocked',
  z.object({ accountId: z.string(), reason: z.string(), blockedBy: z.string(), blockedAt: z.iso.datetime() }),
);
const AccountUnblockedEvent = defineEvent(
  'AccountUnblocked',
  z.object({ accountId: z.string(), unblockedBy: z.string(), unblockedAt: z.iso.datetime(), reason: z.string().nullable().optional() }),
);

/** Events of `account-{id}`. */
export const ACCOUNT_EVENTS = eventRegistry([
  AccountRegisteredEvent,
  PasswordChangedEvent,
  AccountDeletedEvent,
  AccountRoleChangedEvent,
  AccountBlockedEvent,
  AccountUnblockedEvent,
  ...ACCOUNT_EMAIL_EVENT_DEFINITIONS,
]);
export type AccountRegistered = EventOf<typeof AccountRegisteredEvent>;
export type PasswordChanged = EventOf<typeof PasswordChangedEvent>;
export type AccountDeleted = EventOf<typeof AccountDeletedEvent>;
export type AccountRoleChanged = EventOf<typeof AccountRoleChangedEvent>;
export type AccountBlocked = EventOf<typeof AccountBlockedEvent>;
export type AccountUnblocked = EventOf<typeof AccountUnblockedEvent>;
export type AccountEvent = EventsOf<typeof ACCOUNT_EVENTS>;

/**
 * Stream `login-{loginKey}` (a keyed hash of the login): its first event reserves the login for one account.
 * Appending it with expected revision `no_stream` makes the event store's optimistic concurrency the uniqueness
 * lock. `login` and `accountId` are sealed under the reservation's own subject (PERSONAL_DATA_POLICY), so the
 * log does not link the stream to the account. No projection reads it.
 */
const LoginReservedEvent = defineEvent(
  'LoginReserved',
  z.object({ loginKey: z.string(), login: z.string(), accountId: z.string(), reservedAt: z.iso.datetime() }),
);
export const LOGIN_EVENTS = eventRegistry([LoginReservedEvent]);
export type LoginReserved = EventOf<typeof LoginReservedEvent>;
export type LoginEvent = EventsOf<typeof LOGIN_EVENTS>;

export const accountStreamId = (accountId: string) => `account-${accountId}`;
/** Stream names are never sealed, so they carry the keyed hash, never the login. */
export const loginStreamId = (loginKey: string) => `login-${loginKey}`;
