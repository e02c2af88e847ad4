import { assertNever, type PhoneEvent, type SmsNoticeKind } from '@anonse/contracts';

/** The code out now: which number it is for, its keyed hash, when it dies and how many wrong guesses it took. */
export interface PhoneChallenge {
  challengeId: string;
  number: string;
  numberKey: string;
  codeHash: string;
  expiresAt: string;
  checks: number;
}

export interface PhoneState {
  verified: { number: string; numberKey: string; at: string } | null;
  /** Null once the code was used (verified) or never sent. */
  challenge: PhoneChallenge | null;
  /** When each code was sent: the rolling day's limit and the cooldown. */
  sends: readonly string[];
  /** Which SMS notices the owner chose; all off until chosen, and again once the number is revoked. */
  notices: SmsNoticeChoice;
}

export type SmsNoticeChoice = Readonly<Record<SmsNoticeKind, boolean>>;
export const NO_SMS_NOTICES: SmsNoticeChoice = { adDecided: false, verificationDecided: false, messageRequest: false };

export const initialPhoneState = (): PhoneState => ({ verified: null, challenge: null, sends: [], notices: NO_SMS_NOTICES });

export function evolvePhone(state: PhoneState, event: PhoneEvent): PhoneState {
  switch (event.type) {
    case 'PhoneCodeSent': {
      const { challengeId, number, numberKey, codeHash, expiresAt, sentAt } = event.data;
      return { ...state, challenge: { challengeId, number, numberKey, codeHash, expiresAt, checks: 0 }, sends: [...state.sends, sentAt] };
    }
    case 'PhoneCodeRejected':
      return state.challenge?.challengeId === event.data.challengeId
        ? { ...state, challenge: { ...state.challenge, checks: event.data.checks } }
        : state;
    case 'PhoneVerified':
      return {
        ...state,
        challenge: null,
        verified: { number: event.data.number, numberKey: event.data.numberKey, at: event.data.verifiedAt },
      };
    case 'PhoneVerificationRevoked':
      return { ...state, verified: null, notices: NO_SMS_NOTICES };
    case 'SmsNoticesChosen': {
      const { adDecided, verificationDecided, messageRequest } = event.data;
      return { ...state, notices: { adDecided, verificationDecided, messageRequest } };
    }
    default:
      return assertNever(event);
  }
}
