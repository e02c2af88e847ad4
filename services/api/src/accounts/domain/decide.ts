import type { Role } from '@anonse/contracts';
import { DomainError } from '../../infra/domain-error';
import type { Decider } from '../../infra/decider';
import type { AccountEvent, LoginEvent } from './events';
import { evolveAccount, evolveLogin, initialAccountState, initialLoginState, type AccountState, type LoginState } from './state';

export interface ReserveLogin {
  type: 'ReserveLogin';
  login: string;
  accountId: string;
  now: string;
}

export interface RegisterAccount {
  type: 'RegisterAccount';
  accountId: string;
  login: string;
  email: string;
  /** Hashed before deciding: hashing is slow and impure, the decider only records it. */
  passwordHash: string;
  role: Role;
  now: string;
}

/** `message` is the contracts' English text; the HTTP layer translates it (translateMessage). */
export class LoginTakenError extends DomainError {
  override readonly name = 'LoginTakenError';
  constructor() {
    super('invalid', 'login_taken', 'login is taken', 'login');
  }
}

export function decideLogin(command: ReserveLogin, state: LoginState): LoginEvent[] {
  if (state.status === 'reserved') throw new LoginTakenError();
  return [{ type: 'LoginReserved', data: { login: command.login, accountId: command.accountId, reservedAt: command.now } }];
}

export function decideAccount(command: RegisterAccount, state: AccountState): AccountEvent[] {
  if (state.status !== 'none') throw new DomainError('conflict', 'account_exists', 'the account is already registered');
  return [
    {
      type: 'AccountRegistered',
      data: {
        accountId: command.accountId,
        login: command.login,
        email: command.email,
        passwordHash: command.passwordHash,
        role: command.role,
        registeredAt: command.now,
      },
    },
  ];
}

export const loginDecider: Decider<ReserveLogin, LoginEvent, LoginState> = {
  initialState: initialLoginState,
  evolve: evolveLogin,
  decide: decideLogin,
};

export const accountDecider: Decider<RegisterAccount, AccountEvent, AccountState> = {
  initialState: initialAccountState,
  evolve: evolveAccount,
  decide: decideAccount,
};
