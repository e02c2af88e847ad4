import { createHash } from 'node:crypto';
import type { AccountRegistered, Role } from '@anonse/contracts';

/** Events of `account-{id}` (schemas in contracts). */
export type AccountEvent = AccountRegistered;

/**
 * Stream `login-{sha256 of the lowercased login}`: its first event reserves the login for one account. Appending it with
 * expected revision `no_stream` makes the event store's optimistic concurrency the uniqueness lock, so two
 * concurrent registrations of one login cannot both succeed. Internal to the API (no projection reads it).
 */
export interface LoginReserved {
  type: 'LoginReserved';
  data: { login: string; accountId: string; reservedAt: string };
}
export type LoginEvent = LoginReserved;

/** Named by a hash of the lowercased login: stream names are never sealed, so they must not carry it. */
export const loginStreamId = (login: string) => `login-${createHash('sha256').update(login.toLowerCase()).digest('hex')}`;

export type { Role };
