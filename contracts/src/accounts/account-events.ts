import { z } from 'zod';
import { RoleSchema } from '../events/envelope';
import { defineEvent, eventRegistry, type EventOf } from '../events/event-registry';

const AccountRegisteredEvent = defineEvent(
  'AccountRegistered',
  z.object({ accountId: z.string(), login: z.string(), email: z.string(), passwordHash: z.string(), role: RoleSchema, registeredAt: z.iso.datetime() }),
);
/** A new password (the hash is sealed like the registration's, PERSONAL_DATA_POLICY). No projection needs it. */
const PasswordChangedEvent = defineEvent('PasswordChanged', z.object({ accountId: z.string(), passwordHash: z.string(), changedAt: z.iso.datetime() }));

/** Events of `account-{id}`. */
export const ACCOUNT_EVENTS = eventRegistry([AccountRegisteredEvent, PasswordChangedEvent]);
export type AccountRegistered = EventOf<typeof AccountRegisteredEvent>;
export type PasswordChanged = EventOf<typeof PasswordChangedEvent>;
export type AccountEvent = AccountRegistered | PasswordChanged;

/**
 * Stream `login-{loginKey}` (a keyed hash of the login): its first event reserves the login for one account.
 * Appending it with expected revision `no_stream` makes the event store's optimistic concurrency the uniqueness
 * lock. `login` and `accountId` are sealed under the reservation's own subject (PERSONAL_DATA_POLICY), so the
 * log does not link the stream to the account. No projection reads it.
 */
const LoginReservedEvent = defineEvent('LoginReserved', z.object({ loginKey: z.string(), login: z.string(), accountId: z.string(), reservedAt: z.iso.datetime() }));
export const LOGIN_EVENTS = eventRegistry([LoginReservedEvent]);
export type LoginReserved = EventOf<typeof LoginReservedEvent>;
export type LoginEvent = LoginReserved;

export const accountStreamId = (accountId: string) => `account-${accountId}`;
/** Stream names are never sealed, so they carry the keyed hash, never the login. */
export const loginStreamId = (loginKey: string) => `login-${loginKey}`;
