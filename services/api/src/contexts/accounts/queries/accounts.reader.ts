import { Inject, Injectable } from '@nestjs/common';
import { accountStreamId, loginStreamId, type Role, type UserDto } from '@anonse/contracts';
import { ERASED, type EventStore } from '@anonse/eventstore';
import { foldEvents } from '#api/platform/commands/command-runner';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { EVENT_STORE, KEYED_HASH } from '#api/platform/tokens';
import { loginKeyOf } from '../login-key';
import { accountDecider, loginDecider } from '../domain/decide';

export interface Account {
  id: string;
  login: string;
  email: string;
  passwordHash: string;
  role: Role;
  /** Blocked by staff: no session of it resolves, and a right password logs nobody in. */
  blocked: boolean;
}

export const toUserDto = (a: Pick<Account, 'id' | 'login' | 'role'>): UserDto => ({ id: a.id, login: a.login, role: a.role });

/**
 * Accounts read straight from their streams, not from a projection: login and session checks must see a
 * registration the instant it is appended (no read-your-writes wait), and the streams are tiny.
 */
@Injectable()
export class AccountsReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KEYED_HASH) private readonly keyedHash: KeyedHash,
  ) {}

  async byId(accountId: string): Promise<Account | null> {
    const events = await this.store.readStream(accountStreamId(accountId));
    // An erased person has no account any more: their sealed login and password hash are unreadable.
    if (events.some((e) => e.metadata[ERASED])) return null;
    const state = foldEvents(accountDecider, events);
    return state.status === 'registered'
      ? {
          id: state.id,
          login: state.login,
          email: state.email,
          passwordHash: state.passwordHash,
          role: state.role,
          blocked: state.blocked !== null,
        }
      : null;
  }

  async byLogin(login: string): Promise<Account | null> {
    const events = await this.store.readStream(loginStreamId(loginKeyOf(this.keyedHash, login)));
    // An erased reservation names nobody any more (its sealed fields are unreadable).
    if (events.some((e) => e.metadata[ERASED])) return null;
    const reservation = foldEvents(loginDecider, events);
    return reservation.status === 'reserved' ? this.byId(reservation.accountId) : null;
  }
}
