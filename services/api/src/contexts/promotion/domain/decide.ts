import { PROMOTION_EVENTS, type PromotionEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { evolvePromotion, initialPromotionState, type PromotionState } from './state';

export const DAY_MS = 86_400_000;

/**
 * What the ads read model said about the ad right before deciding: the process manager looks it up, since the
 * ad's own stream belongs to another context.
 */
export type AdStanding = 'active' | 'adNotFound' | 'adNotActive';

interface OrderCommand {
  adId: string;
  ownerId: string;
  /** The wallet entry that paid for it: the order is carried out (or refused) once. */
  orderId: string;
  points: number;
  standing: AdStanding;
  now: string;
}
export interface PromoteAd extends OrderCommand {
  type: 'PromoteAd';
  days: number;
}
export interface BumpAd extends OrderCommand {
  type: 'BumpAd';
}
export interface RemindPromotionEnding {
  type: 'RemindPromotionEnding';
  adId: string;
  until: string;
  now: string;
}
export interface ExpirePromotion {
  type: 'ExpirePromotion';
  adId: string;
  until: string;
  now: string;
}
export interface EndPromotionByAdministrator {
  type: 'EndPromotionByAdministrator';
  adId: string;
  reason: string;
  now: string;
}
export type PromotionCommand = PromoteAd | BumpAd | RemindPromotionEnding | ExpirePromotion | EndPromotionByAdministrator;

export class NotPromotedError extends DomainError {
  override readonly name = 'NotPromotedError';
  constructor(adId: string) {
    super('conflict', 'promotion:notPromoted', `ad ${adId} is not promoted`);
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The promotion's rules. An order is decided once (a process manager repeating a step after a crash decides
 * nothing); an ad that is no longer active refuses it (its points come back); a purchase while promoted
 * extends the end. The scheduler's commands name the end they were due for, so one that arrives after an
 * extension (or twice) decides nothing.
 */
export function decidePromotion(command: PromotionCommand, state: PromotionState): PromotionEvent[] {
  const now = Date.parse(command.now);
  switch (command.type) {
    case 'PromoteAd':
    case 'BumpAd': {
      if (state.orders.has(command.orderId)) return [];
      const { adId, ownerId, orderId, points } = command;
      if (command.standing !== 'active')
        return [
          {
            type: 'PromotionRefused',
            data: {
              adId,
              ownerId,
              orderId,
              kind: command.type === 'PromoteAd' ? 'promotion' : 'bump',
              points,
              reason: command.standing,
              refusedAt: command.now,
            },
          },
        ];
      if (command.type === 'BumpAd') return [{ type: 'AdBumped', data: { adId, ownerId, orderId, bumpedAt: command.now } }];
      const from = state.until ? Math.max(now, Date.parse(state.until)) : now;
      return [
        {
          type: 'AdPromoted',
          data: { adId, ownerId, orderId, days: command.days, promotedAt: command.now, until: iso(from + command.days * DAY_MS) },
        },
      ];
    }
    case 'RemindPromotionEnding': {
      if (!state.until || state.until !== command.until || state.remindedFor === command.until || !state.ownerId) return [];
      const remindAt = Date.parse(command.until) - DAY_MS;
      // Not due yet, or the whole promotion is a day or shorter: the start said when it ends.
      if (now < remindAt || (state.since && Date.parse(state.since) >= remindAt) || now >= Date.parse(command.until)) return [];
      return [
        {
          type: 'AdPromotionEndingSoon',
          data: { adId: command.adId, ownerId: state.ownerId, until: command.until, remindedAt: command.now },
        },
      ];
    }
    case 'ExpirePromotion':
      if (!state.until || state.until !== command.until || now < Date.parse(state.until) || !state.ownerId) return [];
      return [{ type: 'AdPromotionEnded', data: { adId: command.adId, ownerId: state.ownerId, reason: 'expired', endedAt: command.now } }];
    case 'EndPromotionByAdministrator':
      if (!state.until || !state.ownerId) throw new NotPromotedError(command.adId);
      return [
        {
          type: 'AdPromotionEnded',
          data: { adId: command.adId, ownerId: state.ownerId, reason: 'endedByAdministrator', endedAt: command.now },
        },
        { type: 'PromotionEndExplained', data: { adId: command.adId, reason: command.reason, explainedAt: command.now } },
      ];
  }
}

export const promotionDecider: Decider<PromotionCommand, PromotionEvent, PromotionState> = {
  events: PROMOTION_EVENTS,
  initialState: initialPromotionState,
  evolve: evolvePromotion,
  decide: decidePromotion,
};
