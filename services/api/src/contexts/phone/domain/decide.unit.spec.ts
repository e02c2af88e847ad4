import { createHmac } from 'node:crypto';
import type { PhoneEvent } from '@anonse/contracts';
import { DomainError } from '#api/platform/domain/domain-error';
import { deciderSpec } from '#api/testing/decider-spec';
import { phoneCodeMaterial } from './code';
import { PhoneSendBlockedError, phoneDecider, type CheckPhoneCode, type SendPhoneCode } from './decide';
import type { PhoneLimits } from './limits';

const limits: PhoneLimits = { codeTtlMinutes: 10, checksPerCode: 5, sendsPerDay: 5, cooldownSeconds: 60, accountsPerNumber: 1 };
const accountId = 'a1';
const now = '2026-03-02T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(now) + ms).toISOString();
const secret = 's'.repeat(32);
const hash = (challengeId: string, code: string) => createHmac('sha256', secret).update(phoneCodeMaterial(challengeId, code)).digest('hex');

const send = (over: Partial<SendPhoneCode> = {}): SendPhoneCode => ({
  type: 'SendPhoneCode',
  accountId,
  now,
  challengeId: 'c1',
  number: '+48512345678',
  numberKey: 'k1',
  country: 'PL',
  codeHash: hash('c1', '123456'),
  limits,
  numberSends: [],
  otherAccounts: 0,
  onBlockedAccount: false,
  ...over,
});
const sent = (challengeId = 'c1', at = now): PhoneEvent => ({
  type: 'PhoneCodeSent',
  data: {
    accountId,
    challengeId,
    number: '+48512345678',
    numberKey: 'k1',
    country: 'PL',
    codeHash: hash(challengeId, '123456'),
    expiresAt: new Date(Date.parse(at) + 600_000).toISOString(),
    sentAt: at,
  },
});
const check = (code: string, over: Partial<CheckPhoneCode> = {}): CheckPhoneCode => ({
  type: 'CheckPhoneCode',
  accountId,
  now: later(60_000),
  challengeId: 'c1',
  codeHash: hash('c1', code),
  limits,
  ...over,
});
const rejected = (checks: number): PhoneEvent => ({
  type: 'PhoneCodeRejected',
  data: { accountId, challengeId: 'c1', checks, rejectedAt: later(60_000) },
});
const verified: PhoneEvent = {
  type: 'PhoneVerified',
  data: { accountId, challengeId: 'c1', number: '+48512345678', numberKey: 'k1', verifiedAt: later(60_000) },
};

describe('phone verification', () => {
  const spec = deciderSpec(phoneDecider);

  it('sends a code valid 10 minutes, then verifies the number with it', () => {
    spec.given([]).when(send()).then([sent()]);
    spec.given([sent()]).when(check('123456')).then([verified]);
  });

  it('records a wrong code, and locks the code at the fifth wrong one', () => {
    spec
      .given([sent()])
      .when(check('000000'))
      .then([rejected(1)]);
    spec
      .given([sent(), rejected(1), rejected(2), rejected(3), rejected(4)])
      .when(check('000000'))
      .then([rejected(5)]);
    spec
      .given([sent(), rejected(1), rejected(2), rejected(3), rejected(4), rejected(5)])
      .when(check('123456'))
      .thenThrows(DomainError, { code: 'phone:codeLocked' });
  });

  it('refuses an expired code, and a code of an older challenge', () => {
    spec
      .given([sent()])
      .when(check('123456', { now: later(600_000) }))
      .thenThrows(DomainError, { code: 'phone:codeExpired' });
    spec
      .given([sent('c1'), sent('c2', later(120_000))])
      .when(check('123456', { now: later(130_000) }))
      .thenThrows(DomainError, { code: 'phone:noCode' });
    spec.given([]).when(check('123456')).thenThrows(DomainError, { code: 'phone:noCode' });
    spec.given([sent(), verified]).when(check('123456')).thenThrows(DomainError, { code: 'phone:noCode' });
  });

  it('keeps the cooldown and the day limit, naming when sending opens again', () => {
    spec
      .given([sent()])
      .when(send({ challengeId: 'c2', now: later(30_000) }))
      .thenThrows(PhoneSendBlockedError, { code: 'phone:cooldown', until: later(60_000) });
    const five = [0, 1, 2, 3, 4].map((i) => sent(`c${i}`, later(i * 120_000)));
    spec
      .given(five)
      .when(send({ challengeId: 'c9', now: later(3_600_000) }))
      .thenThrows(PhoneSendBlockedError, { code: 'phone:tooManySends', until: later(24 * 3_600_000) });
    spec
      .given([])
      .when(send({ numberSends: [0, 1, 2, 3, 4].map((i) => later(-i * 120_000 - 60_000)) }))
      .thenThrows(PhoneSendBlockedError, { code: 'phone:tooManySends' });
  });

  it('refuses a number held by too many accounts, or ever held by a blocked account, or already verified here', () => {
    spec
      .given([])
      .when(send({ otherAccounts: 1 }))
      .thenThrows(DomainError, { code: 'phone:numberTaken' });
    spec
      .given([])
      .when(send({ otherAccounts: 1, limits: { ...limits, accountsPerNumber: 2 } }))
      .then([sent()]);
    spec
      .given([])
      .when(send({ onBlockedAccount: true }))
      .thenThrows(DomainError, { code: 'phone:numberRefused' });
    spec
      .given([sent(), verified])
      .when(send({ now: later(3_600_000) }))
      .thenThrows(DomainError, { code: 'phone:alreadyVerified' });
  });

  it('revokes a verified number, and only one', () => {
    spec
      .given([sent(), verified])
      .when({ type: 'RevokePhone', accountId, now, staffId: 's1', reason: 'Numer z cudzego ogłoszenia' })
      .then([
        {
          type: 'PhoneVerificationRevoked',
          data: { accountId, numberKey: 'k1', staffId: 's1', reason: 'Numer z cudzego ogłoszenia', revokedAt: now },
        },
      ]);
    spec
      .given([])
      .when({ type: 'RevokePhone', accountId, now, staffId: null, reason: '' })
      .thenThrows(DomainError, { code: 'phone:notVerified' });
  });

  it('chooses SMS notices only with a verified number, records a change once, and a revocation turns them off', () => {
    const choose = (notices: { adDecided: boolean; verificationDecided: boolean; messageRequest: boolean }) =>
      ({ type: 'ChooseSmsNotices', accountId, now, notices }) as const;
    const on = { adDecided: true, verificationDecided: false, messageRequest: true };
    const off = { adDecided: false, verificationDecided: false, messageRequest: false };
    const chosen: PhoneEvent = { type: 'SmsNoticesChosen', data: { accountId, ...on, chosenAt: now } };
    const revoked: PhoneEvent = {
      type: 'PhoneVerificationRevoked',
      data: { accountId, numberKey: 'k1', staffId: null, reason: '', revokedAt: now },
    };
    spec.given([]).when(choose(on)).thenThrows(DomainError, { code: 'phone:noticesNeedNumber' });
    spec.given([]).when(choose(off)).then([]);
    spec.given([sent(), verified]).when(choose(on)).then([chosen]);
    spec.given([sent(), verified, chosen]).when(choose(on)).then([]);
    spec
      .given([sent(), verified, chosen])
      .when(choose(off))
      .then([{ type: 'SmsNoticesChosen', data: { accountId, ...off, chosenAt: now } }]);
    // After a revocation the choice is off: nothing to turn off, and nothing may be turned on.
    spec.given([sent(), verified, chosen, revoked]).when(choose(off)).then([]);
    spec.given([sent(), verified, chosen, revoked]).when(choose(on)).thenThrows(DomainError, { code: 'phone:noticesNeedNumber' });
  });
});
