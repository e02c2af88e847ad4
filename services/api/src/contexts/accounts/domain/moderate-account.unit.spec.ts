import { ROLES, type AccountEvent, type Role } from '@anonse/contracts';
import { DomainError } from '#api/platform/domain/domain-error';
import { deciderSpec } from '#api/testing/decider-spec';
import { accountModerationDecider, type StaffActor } from './moderate-account';

const now = '2025-03-01T10:00:00.000Z';
const admin: StaffActor = { id: 'admin-1', role: ROLES.administrator };
const moderator: StaffActor = { id: 'mod-1', role: ROLES.moderator };
const auditor: StaffActor = { id: 'aud-1', role: ROLES.auditor };

const registered = (accountId: string, role: Role = ROLES.user): AccountEvent => ({
  type: 'AccountRegistered',
  data: { accountId, login: accountId, email: `${accountId}@example.test`, passwordHash: 'h', role, registeredAt: now },
});
const blocked = (accountId: string): AccountEvent => ({
  type: 'AccountBlocked',
  data: { accountId, reason: 'spam', blockedBy: 'mod-1', blockedAt: now },
});
const deleted = (accountId: string): AccountEvent => ({ type: 'AccountDeleted', data: { accountId, adIds: [], deletedAt: now } });

const changeRole = (role: Role, actor = admin, otherActiveAdministrators = 1) =>
  ({ type: 'ChangeAccountRole', accountId: 'a1', role, actor, otherActiveAdministrators, now }) as const;
const block = (actor: StaffActor = moderator, otherActiveAdministrators = 1) =>
  ({ type: 'BlockAccount', accountId: 'a1', reason: 'spam', actor, otherActiveAdministrators, now }) as const;
const unblock = (actor: StaffActor = moderator) => ({ type: 'UnblockAccount', accountId: 'a1', reason: null, actor, now }) as const;

describe('account roles', () => {
  const spec = deciderSpec(accountModerationDecider);

  it('an administrator grants a role, recording the previous one', () =>
    spec
      .given([registered('a1')])
      .when(changeRole(ROLES.moderator))
      .then([
        {
          type: 'AccountRoleChanged',
          data: { accountId: 'a1', role: ROLES.moderator, previousRole: ROLES.user, changedBy: 'admin-1', changedAt: now },
        },
      ]));

  it('the same role again is a conflict', () =>
    spec
      .given([registered('a1', ROLES.moderator)])
      .when(changeRole(ROLES.moderator))
      .thenThrows(DomainError, { kind: 'conflict', code: 'accounts:roleUnchanged' }));

  it('a moderator or an auditor grants nothing', () => {
    spec
      .given([registered('a1')])
      .when(changeRole(ROLES.administrator, moderator))
      .thenThrows(DomainError, { kind: 'forbidden', code: 'accounts:onlyAdministratorsManageRoles' });
    spec
      .given([registered('a1')])
      .when(changeRole(ROLES.moderator, auditor))
      .thenThrows(DomainError, { kind: 'forbidden' });
  });

  it('nobody changes their own role', () =>
    spec
      .given([registered('a1', ROLES.administrator)])
      .when(changeRole(ROLES.user, { id: 'a1', role: ROLES.administrator }))
      .thenThrows(DomainError, { kind: 'forbidden', code: 'accounts:notYourself' }));

  it('the last administrator cannot be demoted; with another one left it can', () => {
    spec
      .given([registered('a1', ROLES.administrator)])
      .when(changeRole(ROLES.moderator, admin, 0))
      .thenThrows(DomainError, { kind: 'conflict', code: 'accounts:lastAdministrator' });
    spec
      .given([registered('a1', ROLES.administrator)])
      .when(changeRole(ROLES.moderator, admin, 1))
      .then([
        {
          type: 'AccountRoleChanged',
          data: { accountId: 'a1', role: ROLES.moderator, previousRole: ROLES.administrator, changedBy: 'admin-1', changedAt: now },
        },
      ]);
  });

  it('an unknown or deleted account is not found', () => {
    spec.given([]).when(changeRole(ROLES.moderator)).thenThrows(DomainError, { kind: 'not_found', code: 'accounts:accountNotFound' });
    spec
      .given([registered('a1'), deleted('a1')])
      .when(changeRole(ROLES.moderator))
      .thenThrows(DomainError, { kind: 'not_found' });
  });

  it('a role change is folded into the state (the next command sees it)', () =>
    spec
      .given([
        registered('a1'),
        {
          type: 'AccountRoleChanged',
          data: { accountId: 'a1', role: ROLES.moderator, previousRole: ROLES.user, changedBy: 'admin-1', changedAt: now },
        },
      ])
      .when(block(moderator))
      .thenThrows(DomainError, { kind: 'forbidden', code: 'accounts:cannotBlockStaff' }));
});

describe('blocking accounts', () => {
  const spec = deciderSpec(accountModerationDecider);

  it('a moderator blocks a user with a reason', () =>
    spec
      .given([registered('a1')])
      .when(block())
      .then([{ type: 'AccountBlocked', data: { accountId: 'a1', reason: 'spam', blockedBy: 'mod-1', blockedAt: now } }]));

  it('blocking a blocked account is a conflict', () =>
    spec
      .given([registered('a1'), blocked('a1')])
      .when(block())
      .thenThrows(DomainError, { kind: 'conflict', code: 'accounts:alreadyBlocked' }));

  it('unblocking, then unblocking again (a conflict)', () => {
    spec
      .given([registered('a1'), blocked('a1')])
      .when({ ...unblock(), reason: 'appeal accepted' })
      .then([{ type: 'AccountUnblocked', data: { accountId: 'a1', unblockedBy: 'mod-1', unblockedAt: now, reason: 'appeal accepted' } }]);
    spec
      .given([
        registered('a1'),
        blocked('a1'),
        { type: 'AccountUnblocked', data: { accountId: 'a1', unblockedBy: 'mod-1', unblockedAt: now, reason: null } },
      ])
      .when(unblock())
      .thenThrows(DomainError, { kind: 'conflict', code: 'accounts:notBlocked' });
  });

  it('a moderator may not block or unblock staff; an administrator may', () => {
    for (const role of [ROLES.moderator, ROLES.auditor, ROLES.administrator]) {
      spec
        .given([registered('a1', role)])
        .when(block(moderator))
        .thenThrows(DomainError, { kind: 'forbidden', code: 'accounts:cannotBlockStaff' });
      spec
        .given([registered('a1', role), blocked('a1')])
        .when(unblock(moderator))
        .thenThrows(DomainError, { kind: 'forbidden', code: 'accounts:cannotBlockStaff' });
    }
    spec
      .given([registered('a1', ROLES.moderator)])
      .when(block(admin))
      .then([{ type: 'AccountBlocked', data: { accountId: 'a1', reason: 'spam', blockedBy: 'admin-1', blockedAt: now } }]);
  });

  it('an auditor blocks nobody', () =>
    spec
      .given([registered('a1')])
      .when(block(auditor))
      .thenThrows(DomainError, { kind: 'forbidden', code: 'accounts:staffOnly' }));

  it('nobody blocks themselves', () =>
    spec
      .given([registered('a1', ROLES.moderator)])
      .when(block({ id: 'a1', role: ROLES.moderator }))
      .thenThrows(DomainError, { kind: 'forbidden', code: 'accounts:notYourself' }));

  it('the last active administrator cannot be blocked', () =>
    spec
      .given([registered('a1', ROLES.administrator)])
      .when(block(admin, 0))
      .thenThrows(DomainError, { kind: 'conflict', code: 'accounts:lastAdministrator' }));

  it('an unknown or deleted account is not found', () => {
    spec.given([]).when(block()).thenThrows(DomainError, { kind: 'not_found' });
    spec
      .given([registered('a1'), blocked('a1'), deleted('a1')])
      .when(unblock())
      .thenThrows(DomainError, { kind: 'not_found' });
  });
});
