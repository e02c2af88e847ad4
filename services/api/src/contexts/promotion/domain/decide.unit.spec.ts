import type { PromotionEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { DAY_MS, NotPromotedError, promotionDecider } from './decide';

const t0 = '2025-04-01T10:00:00.000Z';
const at = (days: number) => new Date(Date.parse(t0) + days * DAY_MS).toISOString();
const order = { adId: 'ad1', ownerId: 'o1', points: 50, standing: 'active' as const };
const promoted = (orderId: string, days: number, promotedAt: string, until: string): PromotionEvent => ({
  type: 'AdPromoted',
  data: { adId: 'ad1', ownerId: 'o1', orderId, days, promotedAt, until },
});

describe('promotion', () => {
  const spec = deciderSpec(promotionDecider);

  it('promotes from now for the days bought', () =>
    spec
      .given([])
      .when({ type: 'PromoteAd', ...order, orderId: 'a', days: 7, now: t0 })
      .then([promoted('a', 7, t0, at(7))]));
  it('extends the end of a promotion in force', () =>
    spec
      .given([promoted('a', 7, t0, at(7))])
      .when({ type: 'PromoteAd', ...order, orderId: 'b', days: 3, now: at(2) })
      .then([promoted('b', 3, at(2), at(10))]));
  it('starts afresh after the end passed', () =>
    spec
      .given([promoted('a', 1, t0, at(1))])
      .when({ type: 'PromoteAd', ...order, orderId: 'b', days: 3, now: at(5) })
      .then([promoted('b', 3, at(5), at(8))]));
  it('decides an order once', () =>
    spec
      .given([promoted('a', 7, t0, at(7))])
      .when({ type: 'PromoteAd', ...order, orderId: 'a', days: 7, now: at(1) })
      .then([]));
  it('refuses an order for an ad that is no longer active', () =>
    spec
      .given([])
      .when({ type: 'PromoteAd', ...order, standing: 'adNotActive', orderId: 'a', days: 7, now: t0 })
      .then([
        {
          type: 'PromotionRefused',
          data: { adId: 'ad1', ownerId: 'o1', orderId: 'a', kind: 'promotion', points: 50, reason: 'adNotActive', refusedAt: t0 },
        },
      ]));
  it('bumps', () =>
    spec
      .given([])
      .when({ type: 'BumpAd', ...order, orderId: 'b', now: t0 })
      .then([{ type: 'AdBumped', data: { adId: 'ad1', ownerId: 'o1', orderId: 'b', bumpedAt: t0 } }]));

  const reminded: PromotionEvent = { type: 'AdPromotionEndingSoon', data: { adId: 'ad1', ownerId: 'o1', until: at(7), remindedAt: at(6) } };
  it('reminds a day before the end, once', () => {
    spec
      .given([promoted('a', 7, t0, at(7))])
      .when({ type: 'RemindPromotionEnding', adId: 'ad1', until: at(7), now: at(5) })
      .then([]);
    spec
      .given([promoted('a', 7, t0, at(7))])
      .when({ type: 'RemindPromotionEnding', adId: 'ad1', until: at(7), now: at(6) })
      .then([reminded]);
    spec
      .given([promoted('a', 7, t0, at(7)), reminded])
      .when({ type: 'RemindPromotionEnding', adId: 'ad1', until: at(7), now: at(6.5) })
      .then([]);
  });
  it('does not remind of an end that an extension moved, nor of a one-day promotion', () => {
    spec
      .given([promoted('a', 7, t0, at(7)), promoted('b', 3, at(1), at(10))])
      .when({ type: 'RemindPromotionEnding', adId: 'ad1', until: at(7), now: at(6) })
      .then([]);
    spec
      .given([promoted('a', 1, t0, at(1))])
      .when({ type: 'RemindPromotionEnding', adId: 'ad1', until: at(1), now: t0 })
      .then([]);
  });

  const expired: PromotionEvent = { type: 'AdPromotionEnded', data: { adId: 'ad1', ownerId: 'o1', reason: 'expired', endedAt: at(7) } };
  it('ends at its end, once, and not an extended one', () => {
    spec
      .given([promoted('a', 7, t0, at(7))])
      .when({ type: 'ExpirePromotion', adId: 'ad1', until: at(7), now: at(6.9) })
      .then([]);
    spec
      .given([promoted('a', 7, t0, at(7))])
      .when({ type: 'ExpirePromotion', adId: 'ad1', until: at(7), now: at(7) })
      .then([expired]);
    spec
      .given([promoted('a', 7, t0, at(7)), expired])
      .when({ type: 'ExpirePromotion', adId: 'ad1', until: at(7), now: at(7) })
      .then([]);
    spec
      .given([promoted('a', 7, t0, at(7)), promoted('b', 1, at(6), at(8))])
      .when({ type: 'ExpirePromotion', adId: 'ad1', until: at(7), now: at(7) })
      .then([]);
  });

  it('is ended by an administrator with the reason recorded, only while promoted', () => {
    spec
      .given([promoted('a', 7, t0, at(7))])
      .when({ type: 'EndPromotionByAdministrator', adId: 'ad1', reason: 'abuse', now: at(2) })
      .then([
        { type: 'AdPromotionEnded', data: { adId: 'ad1', ownerId: 'o1', reason: 'endedByAdministrator', endedAt: at(2) } },
        { type: 'PromotionEndExplained', data: { adId: 'ad1', reason: 'abuse', explainedAt: at(2) } },
      ]);
    spec
      .given([promoted('a', 7, t0, at(7)), expired])
      .when({ type: 'EndPromotionByAdministrator', adId: 'ad1', reason: 'abuse', now: at(8) })
      .thenThrows(NotPromotedError, { code: 'promotion:notPromoted' });
  });
});
