import { ROLES, type AccountEvent } from '@anonse/contracts';
import { DomainError } from '#api/platform/domain/domain-error';
import { deciderSpec } from '#api/testing/decider-spec';
import { accountDeletionDecider } from './delete-account';

const now = '2025-03-01T10:00:00.000Z';
const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { accountId: 'a1', login: 'Ala', email: 'ala@example.com', passwordHash: 'h', role: ROLES.user, registeredAt: now },
};
const deleted: AccountEvent = { type: 'AccountDeleted', data: { accountId: 'a1', adIds: ['ad1'], deletedAt: now } };

describe('deleting an account', () => {
  const spec = deciderSpec(accountDeletionDecider);
  const command = { type: 'DeleteAccount' as const, accountId: 'a1', adIds: ['ad1'], now };

  it('records the deletion with the ads of the moment', () => spec.given([registered]).when(command).then([deleted]));

  it('does not delete an account twice', () =>
    spec.given([registered, deleted]).when(command).thenThrows(DomainError, { kind: 'not_found' }));

  it('does not delete an account that never existed', () => spec.given([]).when(command).thenThrows(DomainError, { kind: 'not_found' }));
});
