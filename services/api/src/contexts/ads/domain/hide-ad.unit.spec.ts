import type { AdEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { SAMPLE_AD_FIELDS } from '#api/testing/sample-ad-fields';
import { adDecider, AdNotFoundError, RejectionReasonRequiredError } from './decide';

const now = '2025-01-01T10:00:00.000Z';
const later = '2025-01-02T10:00:00.000Z';
const created: AdEvent = { type: 'AdCreated', data: { adId: 'ad1', ownerId: 'u1', fields: SAMPLE_AD_FIELDS, createdAt: now } };
const approved: AdEvent = {
  type: 'AdApproved',
  data: { adId: 'ad1', ownerId: 'u1', approvedBy: 'm0', approvedAt: now, expiresAt: '2025-01-31T10:00:00.000Z' },
};
const hidden: AdEvent = {
  type: 'AdRejected',
  data: { adId: 'ad1', ownerId: 'u1', rejectedBy: 'm1', reason: 'Zgłoszenie', rejectedAt: later },
};
const hide = (reason = ' Zgłoszenie ') => ({ type: 'HideAd' as const, adId: 'ad1', moderatorId: 'm1', reason, now: later });

describe('HideAd', () => {
  const spec = deciderSpec(adDecider);
  it('takes an approved ad off the site as a rejection with the reason', () => spec.given([created, approved]).when(hide()).then([hidden]));
  it('takes a deactivated ad too, so it cannot be switched back on', () =>
    spec
      .given([created, approved, { type: 'AdDeactivated', data: { adId: 'ad1', ownerId: 'u1', deactivatedAt: now } }])
      .when(hide())
      .then([hidden]));
  it('stops a pending ad from being approved', () => spec.given([created]).when(hide()).then([hidden]));
  it('does nothing to an ad already rejected', () => spec.given([created, hidden]).when(hide()).then([]));
  it('needs a reason', () => spec.given([created, approved]).when(hide('  ')).thenThrows(RejectionReasonRequiredError));
  it('cannot hide an unknown or deleted ad', () => {
    spec.given([]).when(hide()).thenThrows(AdNotFoundError);
    spec
      .given([created, { type: 'AdDeleted', data: { adId: 'ad1', ownerId: 'u1', deletedAt: now } }])
      .when(hide())
      .thenThrows(AdNotFoundError);
  });
});
