import { ACCOUNT_EVENTS, ROLES, type AccountEvent, type Role } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { evolveAccount, initialAccountState, type AccountState } from './state';

/** The staff member acting; the guards let only staff through, the decider still checks what each role may do. */
export interface StaffActor {
  id: string;
  role: Role;
}

export interface ChangeAccountRole {
  type: 'ChangeAccountRole';
  accountId: string;
  role: Role;
  actor: StaffActor;
  /**
   * Administrators other than this account who can still log in (not blocked), read before deciding: the decider
   * is pure, and without one left nobody could grant the role again.
   */
  otherActiveAdministrators: number;
  now: string;
}

export interface BlockAccount {
  type: 'BlockAccount';
  accountId: string;
  reason: string;
  actor: StaffActor;
  otherActiveAdministrators: number;
  now: string;
}

export interface UnblockAccount {
  type: 'UnblockAccount';
  accountId: string;
  reason: string | null;
  actor: StaffActor;
  now: string;
}

export type ModerateAccount = ChangeAccountRole | BlockAccount | UnblockAccount;

const notFound = () => new DomainError('not_found', 'accounts:accountNotFound', 'the account does not exist');
const forbidden = (
  code: 'accounts:notYourself' | 'accounts:onlyAdministratorsManageRoles' | 'accounts:cannotBlockStaff' | 'accounts:staffOnly',
  why: string,
) => new DomainError('forbidden', code, why);

/** Moderators decide on users only; administrators on anyone but themselves. */
function assertMayBlock(actor: StaffActor, target: Role): void {
  if (actor.role !== ROLES.administrator && actor.role !== ROLES.moderator)
    throw forbidden('accounts:staffOnly', 'only moderators and administrators block accounts');
  if (actor.role === ROLES.moderator && target !== ROLES.user)
    throw forbidden('accounts:cannotBlockStaff', 'a moderator blocks users only');
}

export function decideAccountModeration(command: ModerateAccount, state: AccountState): AccountEvent[] {
  // A deleted account is as unknown as one that never existed.
  if (state.status !== 'registered') throw notFound();
  if (command.actor.id === command.accountId)
    throw forbidden('accounts:notYourself', 'staff do not change their own role or block themselves');
  const lastAdministrator =
    state.role === ROLES.administrator && !state.blocked && 'otherActiveAdministrators' in command && command.otherActiveAdministrators < 1;
  switch (command.type) {
    case 'ChangeAccountRole': {
      if (command.actor.role !== ROLES.administrator)
        throw forbidden('accounts:onlyAdministratorsManageRoles', 'only administrators manage roles');
      if (state.role === command.role)
        throw new DomainError('conflict', 'accounts:roleUnchanged', 'the account already has this role', 'role');
      if (lastAdministrator)
        throw new DomainError('conflict', 'accounts:lastAdministrator', 'the last administrator cannot be demoted', 'role');
      return [
        {
          type: 'AccountRoleChanged',
          data: {
            accountId: command.accountId,
            role: command.role,
            previousRole: state.role,
            changedBy: command.actor.id,
            changedAt: command.now,
          },
        },
      ];
    }
    case 'BlockAccount': {
      assertMayBlock(command.actor, state.role);
      if (state.blocked) throw new DomainError('conflict', 'accounts:alreadyBlocked', 'the account is already blocked');
      if (lastAdministrator) throw new DomainError('conflict', 'accounts:lastAdministrator', 'the last administrator cannot be blocked');
      return [
        {
          type: 'AccountBlocked',
          data: { accountId: command.accountId, reason: command.reason, blockedBy: command.actor.id, blockedAt: command.now },
        },
      ];
    }
    case 'UnblockAccount': {
      assertMayBlock(command.actor, state.role);
      if (!state.blocked) throw new DomainError('conflict', 'accounts:notBlocked', 'the account is not blocked');
      return [
        {
          type: 'AccountUnblocked',
          data: { accountId: command.accountId, unblockedBy: command.actor.id, unblockedAt: command.now, reason: command.reason },
        },
      ];
    }
  }
}

export const accountModerationDecider: Decider<ModerateAccount, AccountEvent, AccountState> = {
  events: ACCOUNT_EVENTS,
  initialState: initialAccountState,
  evolve: evolveAccount,
  decide: decideAccountModeration,
};
