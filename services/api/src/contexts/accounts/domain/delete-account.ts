import { ACCOUNT_EVENTS, type AccountEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { evolveAccount, initialAccountState, type AccountState } from './state';

/** The owner's password was checked before deciding (verifying it is slow and impure). */
export interface DeleteAccount {
  type: 'DeleteAccount';
  accountId: string;
  /** The person's ads at the time (read models without an owner column find their rows by them). */
  adIds: string[];
  now: string;
}

/** An account is deleted once; a deleted one is not found, like one that never existed. */
export function decideAccountDeletion(command: DeleteAccount, state: AccountState): AccountEvent[] {
  if (state.status !== 'registered') throw new DomainError('not_found', 'accounts:accountNotFound', 'the account does not exist');
  return [{ type: 'AccountDeleted', data: { accountId: command.accountId, adIds: command.adIds, deletedAt: command.now } }];
}

export const accountDeletionDecider: Decider<DeleteAccount, AccountEvent, AccountState> = {
  events: ACCOUNT_EVENTS,
  initialState: initialAccountState,
  evolve: evolveAccount,
  decide: decideAccountDeletion,
};
