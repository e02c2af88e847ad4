import { ROLES } from '@anonse/contracts';
import { DomainError } from '#api/platform/domain/domain-error';
import { deciderSpec } from '#api/testing/decider-spec';
import { accountDecider, LoginTakenError, loginDecider } from './decide';
import type { AccountEvent, LoginEvent } from '@anonse/contracts';

const now = '2025-01-01T10:00:00.000Z';
const reserved: LoginEvent = { type: 'LoginReserved', data: { loginKey: 'k1', login: 'Ala', accountId: 'a1', reservedAt: now } };
const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { accountId: 'a1', login: 'Ala', email: 'ala@example.com', passwordHash: 'h', role: ROLES.user, registeredAt: now },
};

describe('login reservation', () => {
  const spec = deciderSpec(loginDecider);

  it('reserves a free login', () =>
    spec.given([]).when({ type: 'ReserveLogin', loginKey: 'k1', login: 'Ala', accountId: 'a1', now }).then([reserved]));

  it('refuses a login that is already reserved', () =>
    spec
      .given([reserved])
      .when({ type: 'ReserveLogin', loginKey: 'k1', login: 'ala', accountId: 'a2', now })
      .thenThrows(LoginTakenError, { field: 'login', message: 'login is taken' }));
});

describe('account', () => {
  const spec = deciderSpec(accountDecider);
  const register = {
    type: 'RegisterAccount' as const,
    accountId: 'a1',
    login: 'Ala',
    email: 'ala@example.com',
    passwordHash: 'h',
    role: ROLES.user,
    now,
  };

  it('registers a new account', () => spec.given([]).when(register).then([registered]));

  it('does not register the same account twice', () =>
    spec.given([registered]).when(register).thenThrows(DomainError, { kind: 'conflict' }));

  it('records the administrator role given by the CLI', () =>
    spec
      .given([])
      .when({ ...register, role: ROLES.administrator })
      .then([{ ...registered, data: { ...registered.data, role: ROLES.administrator } }]));
});
