import { assertNever } from '@anonse/contracts';
import type { Role } from '@anonse/contracts';
import type { AccountEvent, LoginEvent } from '@anonse/contracts';

export type AccountState =
  | { status: 'none' }
  | {
      status: 'registered';
      id: string;
      login: string;
      email: string;
      passwordHash: string;
      role: Role;
      registeredAt: string;
      /** Blocked by staff (issue 10): no session resolves and no login succeeds until unblocked. */
      blocked: { reason: string; by: string; at: string } | null;
    }
  /** Deleted by its owner: takes no command, logs nobody in (the person's keys are erased right after). */
  | { status: 'deleted'; id: string };

export const initialAccountState = (): AccountState => ({ status: 'none' });

export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'AccountRegistered': {
      const d = event.data;
      return {
        status: 'registered',
        id: d.accountId,
        login: d.login,
        email: d.email,
        passwordHash: d.passwordHash,
        role: d.role,
        registeredAt: d.registeredAt,
        blocked: null,
      };
    }
    case 'AccountRoleChanged':
      return state.status === 'registered' ? { ...state, role: event.data.role } : state;
    case 'AccountBlocked':
      return state.status === 'registered'
        ? { ...state, blocked: { reason: event.data.reason, by: event.data.blockedBy, at: event.data.blockedAt } }
        : state;
    case 'AccountUnblocked':
      return state.status === 'registered' ? { ...state, blocked: null } : state;
    case 'PasswordChanged':
      return state.status === 'registered' ? { ...state, passwordHash: event.data.passwordHash } : state;
    case 'EmailChanged':
      // A new address, confirmed from its own mailbox (email/domain/email-state.ts has the rest of the e-mail side).
      return state.status === 'registered' ? { ...state, email: event.data.email } : state;
    case 'AccountDeleted':
      return { status: 'deleted', id: event.data.accountId };
    // The e-mail side's own events (email/domain/email-state.ts folds them): nothing of the account's changes.
    case 'EmailConfirmationRequested':
    case 'EmailConfirmed':
    case 'EmailChangeRequested':
    case 'EmailLanguageChosen':
    case 'PasswordResetRequested':
    case 'PasswordResetCompleted':
      return state;
    default:
      return assertNever(event);
  }
}

export type LoginState = { status: 'free' } | { status: 'reserved'; accountId: string; login: string };

export const initialLoginState = (): LoginState => ({ status: 'free' });

export function evolveLogin(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'LoginReserved':
      return { status: 'reserved', accountId: event.data.accountId, login: event.data.login };
    default:
      return assertNever(event.type); // a one-event union narrows by its tag, not as a whole
  }
}
