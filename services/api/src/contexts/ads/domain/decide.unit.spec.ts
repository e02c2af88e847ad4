import { deciderSpec } from '#api/testing/decider-spec';
import { SAMPLE_AD_FIELDS } from '#api/testing/sample-ad-fields';
import { AdAlreadyDecidedError, AdAlreadyExistsError, adDecider, AdNotFoundError, RejectionReasonRequiredError } from './decide';
import type { AdEvent } from '@anonse/contracts';

const now = '2025-01-01T10:00:00.000Z';
const later = '2025-01-01T11:00:00.000Z';
const fields = SAMPLE_AD_FIELDS;

const created: AdEvent = { type: 'AdCreated', data: { adId: 'ad1', ownerId: 'u1', fields, createdAt: now } };
const approved: AdEvent = {
  type: 'AdApproved',
  data: { adId: 'ad1', ownerId: 'u1', approvedBy: 'admin', approvedAt: later, expiresAt: '2025-01-31T11:00:00.000Z' },
};
const rejected: AdEvent = {
  type: 'AdRejected',
  data: { adId: 'ad1', ownerId: 'u1', rejectedBy: 'admin', reason: 'Zdjęcia nie pasują', rejectedAt: later },
};

const spec = deciderSpec(adDecider);
const approve = { type: 'ApproveAd' as const, adId: 'ad1', moderatorId: 'admin', now: later, expiresAt: '2025-01-31T11:00:00.000Z' };
const reject = { type: 'RejectAd' as const, adId: 'ad1', moderatorId: 'admin', reason: '  Zdjęcia nie pasują ', now: later };

describe('ad', () => {
  it('creates a pending ad', () => spec.given([]).when({ type: 'CreateAd', adId: 'ad1', ownerId: 'u1', fields, now }).then([created]));

  it('does not create the same ad twice', () =>
    spec.given([created]).when({ type: 'CreateAd', adId: 'ad1', ownerId: 'u1', fields, now }).thenThrows(AdAlreadyExistsError));

  it('approves a pending ad', () => spec.given([created]).when(approve).then([approved]));

  it('rejects a pending ad with the trimmed reason', () => spec.given([created]).when(reject).then([rejected]));

  it('cannot approve an unknown ad', () => spec.given([]).when(approve).thenThrows(AdNotFoundError, { kind: 'not_found' }));

  it('cannot approve twice', () => spec.given([created, approved]).when(approve).thenThrows(AdAlreadyDecidedError, { kind: 'conflict' }));

  it('cannot approve a rejected ad', () => spec.given([created, rejected]).when(approve).thenThrows(AdAlreadyDecidedError));

  it('cannot reject twice or reject an approved ad', () => {
    spec.given([created, rejected]).when(reject).thenThrows(AdAlreadyDecidedError);
    spec.given([created, approved]).when(reject).thenThrows(AdAlreadyDecidedError);
  });

  it('needs a reason to reject', () =>
    spec
      .given([created])
      .when({ ...reject, reason: '   ' })
      .thenThrows(RejectionReasonRequiredError, { field: 'reason', kind: 'invalid' }));
});
