import type { AdEvent, AdFields } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { SAMPLE_AD_FIELDS } from '#api/testing/sample-ad-fields';
import { AdNotFoundError, AdTransitionError, adDecider, NotAdOwnerError } from './decide';
import { evolveAd, initialAdState } from './state';

const t = (day: number) => new Date(Date.UTC(2026, 0, day, 10)).toISOString();
const fields = SAMPLE_AD_FIELDS;

const created: AdEvent = { type: 'AdCreated', data: { adId: 'ad1', ownerId: 'u1', fields, createdAt: t(1) } };
const approved: AdEvent = { type: 'AdApproved', data: { adId: 'ad1', ownerId: 'u1', approvedBy: 'm', approvedAt: t(2), expiresAt: t(32) } };
const rejected: AdEvent = {
  type: 'AdRejected',
  data: { adId: 'ad1', ownerId: 'u1', rejectedBy: 'm', reason: 'Zdjęcia', rejectedAt: t(2) },
};
const spec = deciderSpec(adDecider);
const update = (next: Partial<AdFields>, now = t(3)) => ({
  type: 'UpdateAd' as const,
  adId: 'ad1',
  actorId: 'u1',
  fields: { ...fields, ...next },
  now,
});

describe('ad lifecycle', () => {
  it('takes phone and working hours of a live ad at once, without moderation', () =>
    spec
      .given([created, approved])
      .when(update({ phone: '600 999 999', workingHours: { from: 8, to: 20 } }))
      .then([
        {
          type: 'AdDetailsChanged',
          data: { adId: 'ad1', ownerId: 'u1', changes: { phone: '600 999 999', workingHours: { from: 8, to: 20 } }, changedAt: t(3) },
        },
      ]));

  it('moves a city as a whole place (province, city, district)', () =>
    spec
      .given([created, approved])
      .when(update({ province: 'malopolskie', city: 'krakow' }))
      .then([
        {
          type: 'AdDetailsChanged',
          data: { adId: 'ad1', ownerId: 'u1', changes: { province: 'malopolskie', city: 'krakow', district: null }, changedAt: t(3) },
        },
      ]));

  it('turns a new title into a revision; both kinds of change in one edit give both events', () => {
    const next = { ...fields, title: 'Nowy tytuł ogłoszenia', phone: '600 999 999' };
    spec
      .given([created, approved])
      .when(update(next))
      .then([
        { type: 'AdDetailsChanged', data: { adId: 'ad1', ownerId: 'u1', changes: { phone: '600 999 999' }, changedAt: t(3) } },
        { type: 'AdChangesSubmitted', data: { adId: 'ad1', ownerId: 'u1', fields: next, submittedAt: t(3) } },
      ]);
  });

  it('keeps the approved version public while a revision waits, and approving it swaps them', () => {
    const submitted: AdEvent = {
      type: 'AdChangesSubmitted',
      data: { adId: 'ad1', ownerId: 'u1', fields: { ...fields, title: 'Nowy tytuł ogłoszenia' }, submittedAt: t(3) },
    };
    const waiting = [created, approved, submitted].reduce(evolveAd, initialAdState());
    expect(waiting).toMatchObject({
      status: 'approved',
      fields: { title: 'Ala z Mokotowa' },
      pendingFields: { title: 'Nowy tytuł ogłoszenia' },
    });
    spec
      .given([created, approved, submitted])
      .when({ type: 'ApproveAd', adId: 'ad1', moderatorId: 'm', now: t(4), expiresAt: t(34) })
      .then([{ type: 'AdChangesApproved', data: { adId: 'ad1', ownerId: 'u1', approvedBy: 'm', approvedAt: t(4) } }]);
    const after = [
      created,
      approved,
      submitted,
      { type: 'AdChangesApproved', data: { adId: 'ad1', ownerId: 'u1', approvedBy: 'm', approvedAt: t(4) } } as AdEvent,
    ].reduce(evolveAd, initialAdState());
    expect(after).toMatchObject({ status: 'approved', fields: { title: 'Nowy tytuł ogłoszenia' }, pendingFields: null, expiresAt: t(32) });
  });

  it('carries an immediate change into the waiting revision, so approving it does not bring the old phone back', () => {
    const submitted: AdEvent = {
      type: 'AdChangesSubmitted',
      data: { adId: 'ad1', ownerId: 'u1', fields: { ...fields, title: 'Nowy tytuł ogłoszenia' }, submittedAt: t(3) },
    };
    const phone: AdEvent = {
      type: 'AdDetailsChanged',
      data: { adId: 'ad1', ownerId: 'u1', changes: { phone: '600 999 999' }, changedAt: t(4) },
    };
    const state = [created, approved, submitted, phone].reduce(evolveAd, initialAdState());
    expect(state).toMatchObject({
      fields: { phone: '600 999 999' },
      pendingFields: { phone: '600 999 999', title: 'Nowy tytuł ogłoszenia' },
    });
  });

  it('rejecting a revision leaves the approved ad as it was', () => {
    const submitted: AdEvent = {
      type: 'AdChangesSubmitted',
      data: { adId: 'ad1', ownerId: 'u1', fields: { ...fields, title: 'Nowy tytuł ogłoszenia' }, submittedAt: t(3) },
    };
    spec
      .given([created, approved, submitted])
      .when({ type: 'RejectAd', adId: 'ad1', moderatorId: 'm', reason: ' Nie ', now: t(4) })
      .then([{ type: 'AdChangesRejected', data: { adId: 'ad1', ownerId: 'u1', rejectedBy: 'm', reason: 'Nie', rejectedAt: t(4) } }]);
  });

  it('resubmits a fixed rejected ad to moderation', () =>
    spec
      .given([created, rejected])
      .when(update({ title: 'Poprawiony tytuł' }))
      .then([
        {
          type: 'AdResubmitted',
          data: { adId: 'ad1', ownerId: 'u1', fields: { ...fields, title: 'Poprawiony tytuł' }, resubmittedAt: t(3) },
        },
      ]));

  it('appends nothing for an edit that changes nothing', () => spec.given([created, approved]).when(update({})).then([]));

  it('refuses another user and a deleted ad', () => {
    spec
      .given([created, approved])
      .when({ ...update({ phone: '600 999 999' }), actorId: 'u2' })
      .thenThrows(NotAdOwnerError, { kind: 'forbidden' });
    const deleted: AdEvent = { type: 'AdDeleted', data: { adId: 'ad1', ownerId: 'u1', deletedAt: t(3) } };
    spec
      .given([created, approved, deleted])
      .when(update({ phone: '600 999 999' }))
      .thenThrows(AdNotFoundError, { kind: 'not_found' });
  });

  it('deactivates and reactivates within the term, but an ended term needs a renewal', () => {
    const off: AdEvent = { type: 'AdDeactivated', data: { adId: 'ad1', ownerId: 'u1', deactivatedAt: t(3) } };
    spec
      .given([created, approved])
      .when({ type: 'DeactivateAd', adId: 'ad1', actorId: 'u1', now: t(3) })
      .then([off]);
    spec
      .given([created, approved, off])
      .when({ type: 'ReactivateAd', adId: 'ad1', actorId: 'u1', now: t(5) })
      .then([{ type: 'AdReactivated', data: { adId: 'ad1', ownerId: 'u1', reactivatedAt: t(5) } }]);
    spec
      .given([created, approved, off])
      .when({ type: 'ReactivateAd', adId: 'ad1', actorId: 'u1', now: t(40) })
      .thenThrows(AdTransitionError, { code: 'ads:cannotReactivate' });
    spec
      .given([created])
      .when({ type: 'DeactivateAd', adId: 'ad1', actorId: 'u1', now: t(3) })
      .thenThrows(AdTransitionError, { code: 'ads:cannotDeactivate' });
  });

  it('reminds once per term, only of the current term, and never after it ended', () => {
    const remind = { type: 'RemindAdExpiry' as const, adId: 'ad1', expiresAt: t(32), now: t(29) };
    const reminder: AdEvent = { type: 'AdExpiringSoon', data: { adId: 'ad1', ownerId: 'u1', expiresAt: t(32), remindedAt: t(29) } };
    spec.given([created, approved]).when(remind).then([reminder]);
    spec.given([created, approved, reminder]).when(remind).then([]);
    spec
      .given([created, approved])
      .when({ ...remind, expiresAt: t(20) })
      .then([]);
    spec
      .given([created, approved])
      .when({ ...remind, now: t(33) })
      .then([]);
  });

  it('expires only once the term has ended, and a renewal brings the ad back for a new term', () => {
    spec
      .given([created, approved])
      .when({ type: 'ExpireAd', adId: 'ad1', now: t(31) })
      .then([]);
    const gone: AdEvent = { type: 'AdExpired', data: { adId: 'ad1', ownerId: 'u1', expiredAt: t(32) } };
    spec
      .given([created, approved])
      .when({ type: 'ExpireAd', adId: 'ad1', now: t(32) })
      .then([gone]);
    spec
      .given([created, approved, gone])
      .when({ type: 'ExpireAd', adId: 'ad1', now: t(33) })
      .then([]);
    const renewed: AdEvent = { type: 'AdRenewed', data: { adId: 'ad1', ownerId: 'u1', renewedAt: t(33), expiresAt: t(63) } };
    spec
      .given([created, approved, gone])
      .when({ type: 'RenewAd', adId: 'ad1', actorId: 'u1', now: t(33), expiresAt: t(63) })
      .then([renewed]);
    expect([created, approved, gone, renewed].reduce(evolveAd, initialAdState())).toMatchObject({ status: 'approved', expiresAt: t(63) });
    spec
      .given([created])
      .when({ type: 'RenewAd', adId: 'ad1', actorId: 'u1', now: t(3), expiresAt: t(33) })
      .thenThrows(AdTransitionError, { code: 'ads:cannotRenew' });
  });

  it('reads an approval written before terms existed as a 30-day term', () => {
    const legacy: AdEvent = { type: 'AdApproved', data: { adId: 'ad1', approvedBy: 'm', approvedAt: t(2) } };
    expect([created, legacy].reduce(evolveAd, initialAdState())).toMatchObject({ expiresAt: t(32) });
  });
});
