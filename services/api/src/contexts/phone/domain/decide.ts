import { PHONE_EVENTS, SMS_NOTICE_KINDS, type PhoneEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { sameHash } from './code';
import { sendBlock, type PhoneLimits, type SendBlock } from './limits';
import { evolvePhone, initialPhoneState, type PhoneState, type SmsNoticeChoice } from './state';

interface Base {
  accountId: string;
  now: string;
}

/**
 * Send a code to a parsed number. What only the read side knows comes with it: the number's sends of the rolling
 * day on every account, how many other accounts hold it verified, and whether a blocked account ever held it.
 */
export interface SendPhoneCode extends Base {
  type: 'SendPhoneCode';
  challengeId: string;
  number: string;
  numberKey: string;
  country: string;
  codeHash: string;
  limits: PhoneLimits;
  numberSends: readonly string[];
  otherAccounts: number;
  onBlockedAccount: boolean;
}

/** A typed code, hashed with the challenge it was typed for (the one the owner's page showed). */
export interface CheckPhoneCode extends Base {
  type: 'CheckPhoneCode';
  challengeId: string;
  codeHash: string;
  limits: PhoneLimits;
}

export interface RevokePhone extends Base {
  type: 'RevokePhone';
  staffId: string | null;
  reason: string;
}

/** The owner's whole choice of SMS notices; turning any on needs a verified number. */
export interface ChooseSmsNotices extends Base {
  type: 'ChooseSmsNotices';
  notices: SmsNoticeChoice;
}

export type PhoneCommand = SendPhoneCode | CheckPhoneCode | RevokePhone | ChooseSmsNotices;

export class PhoneSendBlockedError extends DomainError {
  override readonly name = 'PhoneSendBlockedError';
  readonly until: string;
  constructor(block: SendBlock) {
    super('conflict', `phone:${block.reason}`, `no code may be sent before ${block.until}`);
    this.until = block.until;
  }
}

const fail = (
  kind: 'conflict' | 'not_found',
  key: 'alreadyVerified' | 'numberRefused' | 'numberTaken' | 'noCode' | 'codeLocked' | 'codeExpired' | 'notVerified' | 'noticesNeedNumber',
): never => {
  throw new DomainError(
    kind,
    `phone:${key}`,
    key,
    key === 'notVerified' || key === 'noticesNeedNumber' ? undefined : key === 'noCode' || key.startsWith('code') ? 'code' : 'number',
  );
};

/**
 * A wrong code is recorded, not refused: the count of checks must survive the answer. The handler turns the
 * `PhoneCodeRejected` it appended into the 400 the owner sees.
 */
export function decidePhone(command: PhoneCommand, state: PhoneState): PhoneEvent[] {
  const { accountId, now } = command;
  switch (command.type) {
    case 'SendPhoneCode': {
      if (state.verified?.numberKey === command.numberKey) fail('conflict', 'alreadyVerified');
      if (command.onBlockedAccount) fail('conflict', 'numberRefused');
      if (command.otherAccounts >= command.limits.accountsPerNumber) fail('conflict', 'numberTaken');
      const block = sendBlock(state.sends, command.numberSends, now, command.limits);
      if (block) throw new PhoneSendBlockedError(block);
      const expiresAt = new Date(Date.parse(now) + command.limits.codeTtlMinutes * 60_000).toISOString();
      const { challengeId, number, numberKey, country, codeHash } = command;
      return [{ type: 'PhoneCodeSent', data: { accountId, challengeId, number, numberKey, country, codeHash, expiresAt, sentAt: now } }];
    }
    case 'CheckPhoneCode': {
      const challenge = state.challenge;
      // A page showing an older code than the last one sent checks against nothing: the old code is dead.
      if (!challenge || challenge.challengeId !== command.challengeId) return fail('conflict', 'noCode');
      if (challenge.checks >= command.limits.checksPerCode) fail('conflict', 'codeLocked');
      if (Date.parse(now) >= Date.parse(challenge.expiresAt)) fail('conflict', 'codeExpired');
      if (!sameHash(challenge.codeHash, command.codeHash))
        return [
          {
            type: 'PhoneCodeRejected',
            data: { accountId, challengeId: challenge.challengeId, checks: challenge.checks + 1, rejectedAt: now },
          },
        ];
      const { challengeId, number, numberKey } = challenge;
      return [{ type: 'PhoneVerified', data: { accountId, challengeId, number, numberKey, verifiedAt: now } }];
    }
    case 'RevokePhone': {
      if (!state.verified) return fail('not_found', 'notVerified');
      return [
        {
          type: 'PhoneVerificationRevoked',
          data: { accountId, numberKey: state.verified.numberKey, staffId: command.staffId, reason: command.reason, revokedAt: now },
        },
      ];
    }
    case 'ChooseSmsNotices': {
      const { notices } = command;
      if (SMS_NOTICE_KINDS.some((kind) => notices[kind]) && !state.verified) fail('conflict', 'noticesNeedNumber');
      if (SMS_NOTICE_KINDS.every((kind) => notices[kind] === state.notices[kind])) return [];
      const { adDecided, verificationDecided, messageRequest } = notices;
      return [{ type: 'SmsNoticesChosen', data: { accountId, adDecided, verificationDecided, messageRequest, chosenAt: now } }];
    }
  }
}

export const phoneDecider: Decider<PhoneCommand, PhoneEvent, PhoneState> = {
  events: PHONE_EVENTS,
  initialState: initialPhoneState,
  evolve: evolvePhone,
  decide: decidePhone,
};
