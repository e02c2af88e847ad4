import { assertNever, type PhoneEvent } from '@anonse/contracts';

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
}

export const initialPhoneState = (): PhoneState => ({ verified: null, challenge: null, sends: [] });

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
      return { ...state, verified: null };
    default:
      return assertNever(event);
  }
}
