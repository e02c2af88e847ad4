import type { AdEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { SAMPLE_AD_FIELDS } from '#api/testing/sample-ad-fields';
import { AdNotFoundError, adDecider } from './decide';
import { evolveAd, initialAdState } from './state';
import { TourNotFoundError, TourRuleError, TourStateError } from './tours';

// 10:00 in Warsaw on 1 December 2026 (UTC+1).
const NOW = '2026-12-01T09:00:00.000Z';
const home = SAMPLE_AD_FIELDS.city;
const created: AdEvent = {
  type: 'AdCreated',
  data: { adId: 'ad1', ownerId: 'u1', fields: SAMPLE_AD_FIELDS, createdAt: '2026-11-01T10:00:00.000Z' },
};
const approved: AdEvent = {
  type: 'AdApproved',
  data: { adId: 'ad1', ownerId: 'u1', approvedBy: 'm', approvedAt: '2026-11-20T10:00:00.000Z', expiresAt: '2026-12-20T10:00:00.000Z' },
};
const live = [created, approved];
const spec = deciderSpec(adDecider);

const announce = (
  over: Partial<{ tourId: string; city: string; province: string; startsOn: string; endsOn: string; actorId: string; now: string }> = {},
) => ({
  type: 'AnnounceTour' as const,
  adId: 'ad1',
  actorId: 'u1',
  tourId: 't1',
  city: 'krakow',
  province: 'malopolskie',
  startsOn: '2026-12-03',
  endsOn: '2026-12-05',
  now: NOW,
  ...over,
});
const announced = (
  over: Partial<{ tourId: string; city: string; province: string; startsOn: string; endsOn: string; announcedAt: string }> = {},
): AdEvent => ({
  type: 'AdTourAnnounced',
  data: {
    adId: 'ad1',
    ownerId: 'u1',
    tourId: 't1',
    city: 'krakow',
    province: 'malopolskie',
    startsOn: '2026-12-03',
    endsOn: '2026-12-05',
    announcedAt: NOW,
    ...over,
  },
});
const started = (tourId = 't1', at = NOW): AdEvent => ({
  type: 'AdTourStarted',
  data: { adId: 'ad1', ownerId: 'u1', tourId, startedAt: at },
});
const ended = (tourId = 't1', at = NOW): AdEvent => ({ type: 'AdTourEnded', data: { adId: 'ad1', ownerId: 'u1', tourId, endedAt: at } });
const cancelled = (tourId = 't1', at = NOW): AdEvent => ({
  type: 'AdTourCancelled',
  data: { adId: 'ad1', ownerId: 'u1', tourId, cancelledAt: at },
});
const schedule = (type: 'StartTour' | 'EndTour', now: string, tourId = 't1') => ({ type, adId: 'ad1', tourId, now });

describe('announcing a tour', () => {
  it('announces a tour of a live ad; it waits for its first day', () => spec.given(live).when(announce()).then([announced()]));

  it('puts a tour that starts today in force at once', () =>
    spec
      .given(live)
      .when(announce({ startsOn: '2026-12-01', endsOn: '2026-12-02' }))
      .then([announced({ startsOn: '2026-12-01', endsOn: '2026-12-02' }), started()]));

  it('counts today in Warsaw: 23:30 UTC on 30 November is already 1 December there', () =>
    spec
      .given(live)
      .when(announce({ startsOn: '2026-12-01', endsOn: '2026-12-01', now: '2026-11-30T23:30:00.000Z' }))
      .then([
        announced({ startsOn: '2026-12-01', endsOn: '2026-12-01', announcedAt: '2026-11-30T23:30:00.000Z' }),
        started('t1', '2026-11-30T23:30:00.000Z'),
      ]));

  it('refuses anyone but the owner, and an unknown or deleted ad, as not found', () => {
    spec
      .given(live)
      .when(announce({ actorId: 'u2' }))
      .thenThrows(AdNotFoundError, { kind: 'not_found' });
    spec.given([]).when(announce()).thenThrows(AdNotFoundError);
    spec
      .given([...live, { type: 'AdDeleted', data: { adId: 'ad1', ownerId: 'u1', deletedAt: NOW } }])
      .when(announce())
      .thenThrows(AdNotFoundError);
  });

  it('needs a live ad: not pending, deactivated or expired (409)', () => {
    spec.given([created]).when(announce()).thenThrows(TourStateError, { kind: 'conflict', code: 'ads:tourNeedsLiveAd' });
    spec
      .given([...live, { type: 'AdDeactivated', data: { adId: 'ad1', ownerId: 'u1', deactivatedAt: NOW } }])
      .when(announce())
      .thenThrows(TourStateError);
    spec
      .given([...live, { type: 'AdExpired', data: { adId: 'ad1', ownerId: 'u1', expiredAt: NOW } }])
      .when(announce())
      .thenThrows(TourStateError);
  });

  it.each([
    ['a start in the past', { startsOn: '2026-11-30', endsOn: '2026-12-02' }, 'ads:tourStartsInPast', 'startsOn'],
    ['a start more than 180 days ahead', { startsOn: '2027-05-31', endsOn: '2027-06-01' }, 'ads:tourTooFarAhead', 'startsOn'],
    ['an end before the start', { startsOn: '2026-12-05', endsOn: '2026-12-04' }, 'ads:tourEndsBeforeStart', 'endsOn'],
    ['more than 30 days', { startsOn: '2026-12-03', endsOn: '2027-01-02' }, 'ads:tourTooLong', 'endsOn'],
    ['the home city', { city: home, province: SAMPLE_AD_FIELDS.province }, 'ads:tourInHomeCity', 'city'],
  ])('refuses %s (422 under its field)', (_label, over, code, field) =>
    spec.given(live).when(announce(over)).thenThrows(TourRuleError, { kind: 'invalid', code, field }),
  );

  it('accepts the longest tour, 180 days ahead at the latest', () => {
    spec
      .given(live)
      .when(announce({ startsOn: '2027-05-30', endsOn: '2027-06-28' }))
      .then([announced({ startsOn: '2027-05-30', endsOn: '2027-06-28' })]);
  });

  it('never lets two tours of one ad share a day; an ended or cancelled one is out of the way', () => {
    const first = [...live, announced()];
    spec
      .given(first)
      .when(announce({ tourId: 't2', city: 'gdansk', startsOn: '2026-12-05', endsOn: '2026-12-08' }))
      .thenThrows(TourRuleError, { code: 'ads:tourOverlaps' });
    spec
      .given(first)
      .when(announce({ tourId: 't2', city: 'gdansk', province: 'pomorskie', startsOn: '2026-12-06', endsOn: '2026-12-08' }))
      .then([announced({ tourId: 't2', city: 'gdansk', province: 'pomorskie', startsOn: '2026-12-06', endsOn: '2026-12-08' })]);
    spec
      .given([...first, cancelled()])
      .when(announce({ tourId: 't2', startsOn: '2026-12-04', endsOn: '2026-12-04' }))
      .then([announced({ tourId: 't2', startsOn: '2026-12-04', endsOn: '2026-12-04' })]);
  });

  it('holds at most five current or upcoming tours', () => {
    const five = [1, 2, 3, 4, 5].map((i) => announced({ tourId: `t${i}`, startsOn: `2026-12-1${i}`, endsOn: `2026-12-1${i}` }));
    const sixth = announce({ tourId: 't6', startsOn: '2026-12-20', endsOn: '2026-12-21' });
    spec
      .given([...live, ...five])
      .when(sixth)
      .thenThrows(TourRuleError, { kind: 'invalid', code: 'ads:tooManyTours' });
    spec
      .given([...live, ...five, cancelled('t3')])
      .when(sixth)
      .then([announced({ tourId: 't6', startsOn: '2026-12-20', endsOn: '2026-12-21' })]);
  });

  it('appends nothing for a tour it already announced (a retried request)', () =>
    spec
      .given([...live, announced()])
      .when(announce())
      .then([]));
});

describe('cancelling a tour', () => {
  const cancel = (over: Partial<{ tourId: string; actorId: string; now: string }> = {}) => ({
    type: 'CancelTour' as const,
    adId: 'ad1',
    actorId: 'u1',
    tourId: 't1',
    now: NOW,
    ...over,
  });

  it('cancels an upcoming or a current tour, once', () => {
    spec
      .given([...live, announced()])
      .when(cancel())
      .then([cancelled()]);
    spec
      .given([...live, announced(), started()])
      .when(cancel())
      .then([cancelled()]);
    spec
      .given([...live, announced(), cancelled()])
      .when(cancel())
      .then([]);
  });

  it('also cancels the tours of a deactivated ad', () =>
    spec
      .given([...live, announced(), { type: 'AdDeactivated', data: { adId: 'ad1', ownerId: 'u1', deactivatedAt: NOW } }])
      .when(cancel())
      .then([cancelled()]));

  it('refuses a tour that has ended, by its event or by its dates (409)', () => {
    spec
      .given([...live, announced(), ended()])
      .when(cancel())
      .thenThrows(TourStateError, { kind: 'conflict', code: 'ads:tourEnded' });
    spec
      .given([...live, announced()])
      .when(cancel({ now: '2026-12-05T23:00:00.000Z' }))
      .thenThrows(TourStateError, { code: 'ads:tourEnded' });
  });

  it('refuses an unknown tour (404) and a stranger (the ad is not found)', () => {
    spec
      .given([...live, announced()])
      .when(cancel({ tourId: 'nope' }))
      .thenThrows(TourNotFoundError, { kind: 'not_found' });
    spec
      .given([...live, announced()])
      .when(cancel({ actorId: 'u2' }))
      .thenThrows(AdNotFoundError);
  });
});

describe('the scheduler', () => {
  // 3 December starts at 23:00 UTC on the 2nd; the day after 5 December at 23:00 UTC on the 5th.
  const given = [...live, announced()];

  it('puts a tour in force from 00:00 of its first day in Warsaw, not a moment earlier, and once', () => {
    spec.given(given).when(schedule('StartTour', '2026-12-02T22:59:59.999Z')).then([]);
    spec
      .given(given)
      .when(schedule('StartTour', '2026-12-02T23:00:00.000Z'))
      .then([started('t1', '2026-12-02T23:00:00.000Z')]);
    spec
      .given([...given, started()])
      .when(schedule('StartTour', '2026-12-03T10:00:00.000Z'))
      .then([]);
  });

  it('ends it at 00:00 after its last day', () => {
    spec
      .given([...given, started()])
      .when(schedule('EndTour', '2026-12-05T22:59:59.999Z'))
      .then([]);
    spec
      .given([...given, started()])
      .when(schedule('EndTour', '2026-12-05T23:00:00.000Z'))
      .then([ended('t1', '2026-12-05T23:00:00.000Z')]);
    spec
      .given([...given, started(), ended()])
      .when(schedule('EndTour', '2026-12-06T10:00:00.000Z'))
      .then([]);
  });

  it('ends a tour it was too late to start, and never starts it afterwards', () => {
    spec.given(given).when(schedule('StartTour', '2026-12-07T10:00:00.000Z')).then([]);
    spec
      .given(given)
      .when(schedule('EndTour', '2026-12-07T10:00:00.000Z'))
      .then([ended('t1', '2026-12-07T10:00:00.000Z')]);
  });

  it('leaves cancelled tours, unknown tours and deleted ads alone', () => {
    spec
      .given([...given, cancelled()])
      .when(schedule('StartTour', '2026-12-03T10:00:00.000Z'))
      .then([]);
    spec
      .given(given)
      .when(schedule('EndTour', '2026-12-07T10:00:00.000Z', 'nope'))
      .then([]);
    spec
      .given([...given, { type: 'AdDeleted', data: { adId: 'ad1', ownerId: 'u1', deletedAt: NOW } }])
      .when(schedule('EndTour', '2026-12-07T10:00:00.000Z'))
      .then([]);
  });

  it('follows the dates whatever the ad is doing (the read side lists only live ads)', () =>
    spec
      .given([...given, { type: 'AdDeactivated', data: { adId: 'ad1', ownerId: 'u1', deactivatedAt: NOW } }])
      .when(schedule('StartTour', '2026-12-03T10:00:00.000Z'))
      .then([started('t1', '2026-12-03T10:00:00.000Z')]));
});

it('folds every tour with its state, in announcement order', () => {
  const state = [
    ...live,
    announced(),
    announced({ tourId: 't2', city: 'gdansk', province: 'pomorskie', startsOn: '2026-12-10', endsOn: '2026-12-11' }),
    started(),
    cancelled('t2'),
  ].reduce(evolveAd, initialAdState());
  expect(state).toMatchObject({
    tours: [
      { id: 't1', city: 'krakow', province: 'malopolskie', startsOn: '2026-12-03', endsOn: '2026-12-05', state: 'current' },
      { id: 't2', city: 'gdansk', state: 'cancelled' },
    ],
  });
});
