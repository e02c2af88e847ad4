import { Inject, Injectable } from '@nestjs/common';
import { accountStreamId, type Role, type UserDto } from '@anonse/contracts';
import { ERASED, type EventStore } from '@anonse/eventstore';
import { foldEvents } from '../../infra/command-runner';
import { EVENT_STORE } from '../../infra/tokens';
import { loginStreamId, type AccountEvent, type LoginEvent } from '../domain/events';
import { evolveAccount, evolveLogin, initialAccountState, initialLoginState, type AccountState, type LoginState } from '../domain/state';

export interface Account {
  id: string;
  login: string;
  email: string;
  passwordHash: string;
  role: Role;
}

export const toUserDto = (a: Pick<Account, 'id' | 'login' | 'role'>): UserDto => ({ id: a.id, login: a.login, role: a.role });

/**
 * Accounts read straight from their streams, not from a projection: login and session checks must see a
 * registration the instant it is appended (no read-your-writes wait), and the streams are tiny.
 */
@Injectable()
export class AccountsReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async byId(accountId: string): Promise<Account | null> {
    const events = await this.store.readStream(accountStreamId(accountId));
    // An erased person has no account any more: their sealed login and password hash are unreadable.
    if (events.some((e) => e.metadata[ERASED])) return null;
    const state = foldEvents<AccountEvent, AccountState>({ initialState: initialAccountState, evolve: evolveAccount }, events);
    return state.status === 'registered' ? { id: state.id, login: state.login, email: state.email, passwordHash: state.passwordHash, role: state.role } : null;
  }

  async byLogin(login: string): Promise<Account | null> {
    const reservation = foldEvents<LoginEvent, LoginState>(
      { initialState: initialLoginState, evolve: evolveLogin },
      await this.store.readStream(loginStreamId(login)),
    );
    return reservation.status === 'reserved' ? this.byId(reservation.accountId) : null;
  }
}
