import type { PhoneStatusDto } from '@anonse/contracts';
import { sendBlock, sendsLeft, type PhoneLimits } from '../domain/limits';
import type { PhoneState } from '../domain/state';

/**
 * The owner's view of the folded stream (a handful of events: always current, no projection lag). A code is shown
 * as pending while it can still be typed: not expired and not locked by wrong guesses.
 */
export function toPhoneStatus(state: PhoneState, now: string, limits: PhoneLimits): PhoneStatusDto {
  const c = state.challenge;
  const live = c && Date.parse(now) < Date.parse(c.expiresAt) && c.checks < limits.checksPerCode ? c : null;
  return {
    state: live ? 'pending' : state.verified ? 'verified' : 'none',
    verifiedNumber: state.verified?.number ?? null,
    verifiedAt: state.verified?.at ?? null,
    pendingNumber: live?.number ?? null,
    codeExpiresAt: live?.expiresAt ?? null,
    checksLeft: live ? limits.checksPerCode - live.checks : 0,
    resendAt: sendBlock(state.sends, [], now, limits)?.until ?? null,
    sendsLeftToday: sendsLeft(state.sends, now, limits),
  };
}
