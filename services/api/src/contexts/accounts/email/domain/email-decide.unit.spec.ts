import type { AccountEvent } from '@anonse/contracts';
import { DomainError } from '#api/platform/domain/domain-error';
import { deciderSpec } from '#api/testing/decider-spec';
import { emailDecider } from './email-decide';

const spec = deciderSpec(emailDecider);
const accountId = 'acc-1';
const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { accountId, login: 'kasia', email: 'kasia@example.com', passwordHash: 'h', role: 0, registeredAt: '2026-01-01T10:00:00.000Z' },
};
const link = {
  accountId,
  tokenHash: 'hash-1',
  requestId: 'req-1',
  requestedAt: '2026-01-01T10:00:00.000Z',
  expiresAt: '2026-01-02T10:00:00.000Z',
};
const confirmationRequested: AccountEvent = { type: 'EmailConfirmationRequested', data: { ...link, email: 'kasia@example.com' } };
const resetRequested: AccountEvent = {
  type: 'PasswordResetRequested',
  data: { ...link, requestId: 'req-r', tokenHash: 'hash-r', expiresAt: '2026-01-01T11:00:00.000Z', email: 'kasia@example.com' },
};
const changeRequested: AccountEvent = {
  type: 'EmailChangeRequested',
  data: { ...link, requestId: 'req-c', tokenHash: 'hash-c', newEmail: 'new@example.com' },
};
const now = '2026-01-01T10:30:00.000Z';

describe('e-mail decider', () => {
  it('confirms the address with a pending link, once', () => {
    spec
      .given([registered, confirmationRequested])
      .when({ type: 'FollowEmailLink', tokenHash: 'hash-1', now })
      .then([{ type: 'EmailConfirmed', data: { accountId, requestId: 'req-1', confirmedAt: now } }]);
    spec
      .given([registered, confirmationRequested, { type: 'EmailConfirmed', data: { accountId, requestId: 'req-1', confirmedAt: now } }])
      .when({ type: 'FollowEmailLink', tokenHash: 'hash-1', now })
      .thenThrows(DomainError, { code: 'mail:linkUsed', field: 'token' });
  });

  it('lets the system confirm an address without a link (demo accounts), once; the pending links are voided', () => {
    const confirmed: AccountEvent = { type: 'EmailConfirmed', data: { accountId, requestId: 'system', confirmedAt: now } };
    spec.given([registered, confirmationRequested]).when({ type: 'ConfirmEmailAsSystem', now }).then([confirmed]);
    spec.given([registered, confirmationRequested, confirmed]).when({ type: 'ConfirmEmailAsSystem', now }).then([]);
    spec
      .given([registered, confirmationRequested, confirmed])
      .when({ type: 'FollowEmailLink', tokenHash: 'hash-1', now })
      .thenThrows(DomainError, { code: 'mail:linkInvalid' });
    spec.given([]).when({ type: 'ConfirmEmailAsSystem', now }).thenThrows(DomainError, { code: 'accounts:accountNotFound' });
  });

  it('refuses unknown and expired links', () => {
    spec
      .given([registered, confirmationRequested])
      .when({ type: 'FollowEmailLink', tokenHash: 'other', now })
      .thenThrows(DomainError, { code: 'mail:linkInvalid' });
    spec
      .given([registered, confirmationRequested])
      .when({ type: 'FollowEmailLink', tokenHash: 'hash-1', now: '2026-01-02T10:00:00.000Z' })
      .thenThrows(DomainError, { code: 'mail:linkExpired' });
  });

  it('does not confirm through a reset link, nor reset through a confirmation link', () => {
    spec
      .given([registered, resetRequested])
      .when({ type: 'FollowEmailLink', tokenHash: 'hash-r', now })
      .thenThrows(DomainError, { code: 'mail:linkInvalid' });
    spec
      .given([registered, confirmationRequested])
      .when({ type: 'ResetPassword', tokenHash: 'hash-1', passwordHash: 'p2', now })
      .thenThrows(DomainError, { code: 'mail:linkInvalid' });
  });

  it('resets the password with a reset link, which any later password change voids', () => {
    spec
      .given([registered, resetRequested])
      .when({ type: 'ResetPassword', tokenHash: 'hash-r', passwordHash: 'p2', now })
      .then([
        { type: 'PasswordResetCompleted', data: { accountId, requestId: 'req-r', completedAt: now } },
        { type: 'PasswordChanged', data: { accountId, passwordHash: 'p2', changedAt: now } },
      ]);
    spec
      .given([registered, resetRequested, { type: 'PasswordChanged', data: { accountId, passwordHash: 'p1', changedAt: now } }])
      .when({ type: 'ResetPassword', tokenHash: 'hash-r', passwordHash: 'p2', now })
      .thenThrows(DomainError, { code: 'mail:linkInvalid' });
  });

  it('switches to a new address only through its own link; links to the old address die with it', () => {
    spec
      .given([registered, changeRequested])
      .when({ type: 'FollowEmailLink', tokenHash: 'hash-c', now })
      .then([{ type: 'EmailChanged', data: { accountId, requestId: 'req-c', email: 'new@example.com', changedAt: now } }]);
    const changed: AccountEvent = {
      type: 'EmailChanged',
      data: { accountId, requestId: 'req-c', email: 'new@example.com', changedAt: now },
    };
    spec
      .given([registered, resetRequested, changeRequested, changed])
      .when({ type: 'ResetPassword', tokenHash: 'hash-r', passwordHash: 'p2', now })
      .thenThrows(DomainError, { code: 'mail:linkInvalid' });
    spec
      .given([registered, confirmationRequested, changeRequested, changed])
      .when({ type: 'FollowEmailLink', tokenHash: 'hash-1', now })
      .thenThrows(DomainError, { code: 'mail:linkInvalid' });
    // A newer request supersedes an older one (which may name a mistyped address).
    const newer: AccountEvent = {
      type: 'EmailChangeRequested',
      data: { ...link, requestId: 'req-d', tokenHash: 'hash-d', newEmail: 'newer@example.com' },
    };
    spec
      .given([registered, changeRequested, newer])
      .when({ type: 'FollowEmailLink', tokenHash: 'hash-c', now })
      .thenThrows(DomainError, { code: 'mail:linkInvalid' });
  });

  it('refuses the current address as a new one, and a confirmation of a confirmed address', () => {
    spec
      .given([registered])
      .when({ type: 'RequestEmailChange', newEmail: 'KASIA@example.com', requestId: 'r', tokenHash: 'h', now, expiresAt: now })
      .thenThrows(DomainError, { code: 'mail:sameEmail', field: 'email' });
    spec
      .given([registered, confirmationRequested, { type: 'EmailConfirmed', data: { accountId, requestId: 'req-1', confirmedAt: now } }])
      .when({ type: 'RequestEmailConfirmation', requestId: 'r', tokenHash: 'h', now, expiresAt: now })
      .thenThrows(DomainError, { code: 'mail:emailAlreadyConfirmed' });
  });

  it('records a language only when it changes', () => {
    spec.given([registered]).when({ type: 'ChooseEmailLanguage', locale: 'pl', now }).then([]);
    spec
      .given([registered])
      .when({ type: 'ChooseEmailLanguage', locale: 'en', now })
      .then([{ type: 'EmailLanguageChosen', data: { accountId, locale: 'en', chosenAt: now } }]);
  });

  it('knows no unregistered account', () => {
    spec.given([]).when({ type: 'ChooseEmailLanguage', locale: 'en', now }).thenThrows(DomainError, { code: 'accounts:accountNotFound' });
  });
});
