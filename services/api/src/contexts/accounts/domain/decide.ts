import type { Role } from '@anonse/contracts';
import { DomainError } from '#api/platform/domain/domain-error';
import type { Decider } from '#api/platform/domain/decider';
import { ACCOUNT_EVENTS, LOGIN_EVENTS, type AccountEvent, type LoginEvent } from '@anonse/contracts';
import { evolveAccount, evolveLogin, initialAccountState, initialLoginState, type AccountState, type LoginState } from './state';

export interface ReserveLogin {
  type: 'ReserveLogin';
  loginKey: string;
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

/** The HTTP layer answers the text of `code` in the request's language. */
export class LoginTakenError extends DomainError {
  override readonly name = 'LoginTakenError';
  constructor() {
    super('invalid', 'accounts:loginTaken', 'login is taken', 'login');
  }
}

export interface ChangePassword {
  type: 'ChangePassword';
  accountId: string;
  /** Hashed before deciding, like RegisterAccount's. */
  passwordHash: string;
  now: string;
}

export function decideLogin(command: ReserveLogin, state: LoginState): LoginEvent[] {
  if (state.status === 'reserved') throw new LoginTakenError();
  return [
    {
      type: 'LoginReserved',
      data: { loginKey: command.loginKey, login: command.login, accountId: command.accountId, reservedAt: command.now },
    },
  ];
}

export function decideAccount(command: RegisterAccount, state: AccountState): AccountEvent[] {
  if (state.status !== 'none') throw new DomainError('conflict', 'platform:conflict', 'the account is already registered');
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

export function decidePasswordChange(command: ChangePassword, state: AccountState): AccountEvent[] {
  if (state.status !== 'registered') throw new DomainError('not_found', 'accounts:accountNotFound', 'the account does not exist');
  return [{ type: 'PasswordChanged', data: { accountId: command.accountId, passwordHash: command.passwordHash, changedAt: command.now } }];
}

export const passwordDecider: Decider<ChangePassword, AccountEvent, AccountState> = {
  events: ACCOUNT_EVENTS,
  initialState: initialAccountState,
  evolve: evolveAccount,
  decide: decidePasswordChange,
};

export const loginDecider: Decider<ReserveLogin, LoginEvent, LoginState> = {
  events: LOGIN_EVENTS,
  initialState: initialLoginState,
  evolve: evolveLogin,
  decide: decideLogin,
};

export const accountDecider: Decider<RegisterAccount, AccountEvent, AccountState> = {
  events: ACCOUNT_EVENTS,
  initialState: initialAccountState,
  evolve: evolveAccount,
  decide: decideAccount,
};
