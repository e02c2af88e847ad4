import type { VerificationEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import {
  AlreadyPendingError,
  AlreadyVerifiedError,
  AttemptChangedError,
  NeedsTwoPhotosError,
  NoDraftError,
  NotPendingError,
  NotVerifiedError,
  PhotoNotFoundError,
  TooManyPhotosError,
  TooManyUploadsError,
  TooSoonError,
  verificationDecider,
  VerificationNotFoundError,
  type VerificationCommand,
} from './decide';

const now = '2026-03-01T10:00:00.000Z';
const later = '2026-03-02T10:00:01.000Z';
const retryAfter = '2026-03-02T10:00:00.000Z';
const accountId = 'acc-1';
const photo = (n: number) => ({
  fileKey: `private/verification/f${n}`,
  contentType: 'image/jpeg',
  width: 800,
  height: 600,
  bytes: 1000 + n,
});

const uploaded = (attemptId: string, photoIndex: number): VerificationEvent => ({
  type: 'VerificationPhotoUploaded',
  data: { accountId, attemptId, photoIndex, ...photo(photoIndex), uploadedAt: now },
});
const submitted = (attemptId: string): VerificationEvent => ({
  type: 'VerificationSubmitted',
  data: { accountId, attemptId, photoCount: 2, submittedAt: now },
});
const verified = (attemptId: string): VerificationEvent => ({ type: 'AccountVerified', data: { accountId, attemptId, verifiedAt: now } });
const rejected = (attemptId: string): VerificationEvent => ({
  type: 'VerificationRejected',
  data: { accountId, attemptId, reasonCode: 'verification:reason_cardMissing', reason: '', rejectedAt: now, retryAfter },
});
const pending = (attemptId: string) => [uploaded(attemptId, 0), uploaded(attemptId, 1), submitted(attemptId)];

const upload = (attemptId: string, n = 0, at = now): VerificationCommand => ({
  type: 'UploadVerificationPhoto',
  accountId,
  attemptId,
  photo: photo(n),
  now: at,
});

describe('verification', () => {
  const spec = deciderSpec(verificationDecider);

  describe('uploading photos', () => {
    it('starts a draft with the first photo as the card (index 0)', () =>
      spec
        .given([])
        .when(upload('a1'))
        .then([uploaded('a1', 0)]));
    it('adds the second photo to the same draft (index 1)', () =>
      spec
        .given([uploaded('a1', 0)])
        .when(upload('a1', 1))
        .then([uploaded('a1', 1)]));
    it('refuses a third photo', () =>
      spec
        .given([uploaded('a1', 0), uploaded('a1', 1)])
        .when(upload('a1', 2))
        .thenThrows(TooManyPhotosError, { code: 'verification:tooManyPhotos', kind: 'invalid' }));
    it('refuses a photo for another attempt than the draft (a lost race)', () =>
      spec
        .given([uploaded('a1', 0)])
        .when(upload('a2'))
        .thenThrows(AttemptChangedError));
    it('refuses photos while an attempt waits for a decision', () =>
      spec.given(pending('a1')).when(upload('a2')).thenThrows(AlreadyPendingError));
    it('refuses photos once verified', () =>
      spec
        .given([...pending('a1'), verified('a1')])
        .when(upload('a2'))
        .thenThrows(AlreadyVerifiedError));
    it('refuses a new attempt before the wait after a rejection ends', () =>
      spec
        .given([...pending('a1'), rejected('a1')])
        .when(upload('a2'))
        .thenThrows(TooSoonError, { kind: 'conflict' }));
    it('allows a new attempt once the wait is over', () =>
      spec
        .given([...pending('a1'), rejected('a1')])
        .when(upload('a2', 0, later))
        .then([{ ...uploaded('a2', 0), data: { ...uploaded('a2', 0).data, uploadedAt: later } } as VerificationEvent]));
    it('refuses to reuse an old attempt id', () =>
      spec
        .given([...pending('a1'), rejected('a1')])
        .when(upload('a1', 0, later))
        .thenThrows(AttemptChangedError));
    it('allows a new attempt at once after a revocation', () =>
      spec
        .given([
          ...pending('a1'),
          verified('a1'),
          { type: 'AccountVerificationRevoked', data: { accountId, reason: 'fake', revokedAt: now } },
        ])
        .when(upload('a2'))
        .then([uploaded('a2', 0)]));
  });

  describe('the daily limit of uploads', () => {
    // Six drafts of 2 photos each, discarded: 12 uploads within the day.
    const cycles = Array.from({ length: 6 }, (_, i): VerificationEvent[] => [
      uploaded(`d${i}`, 0),
      uploaded(`d${i}`, 1),
      { type: 'VerificationDraftDiscarded', data: { accountId, attemptId: `d${i}`, discardedAt: now } },
    ]).flat();
    it('refuses the 13th upload within 24 hours', () =>
      spec.given(cycles).when(upload('a9')).thenThrows(TooManyUploadsError, { retryAfter: '2026-03-02T10:00:00.000Z' }));
    it('allows it once a day has passed', () =>
      spec
        .given(cycles)
        .when(upload('a9', 0, later))
        .then([{ ...uploaded('a9', 0), data: { ...uploaded('a9', 0).data, uploadedAt: later } } as VerificationEvent]));
  });

  describe('draft and submission', () => {
    it('submits a draft of exactly 2 photos', () =>
      spec
        .given([uploaded('a1', 0), uploaded('a1', 1)])
        .when({ type: 'SubmitVerification', accountId, now })
        .then([submitted('a1')]));
    it('refuses to submit one photo', () =>
      spec
        .given([uploaded('a1', 0)])
        .when({ type: 'SubmitVerification', accountId, now })
        .thenThrows(NeedsTwoPhotosError));
    it('refuses to submit nothing', () => spec.given([]).when({ type: 'SubmitVerification', accountId, now }).thenThrows(NoDraftError));
    it('refuses to submit twice', () =>
      spec.given(pending('a1')).when({ type: 'SubmitVerification', accountId, now }).thenThrows(AlreadyPendingError));
    it('discards a draft', () =>
      spec
        .given([uploaded('a1', 0)])
        .when({ type: 'DiscardVerificationDraft', accountId, now })
        .then([{ type: 'VerificationDraftDiscarded', data: { accountId, attemptId: 'a1', discardedAt: now } }]));
    it('cannot discard a submitted attempt', () =>
      spec.given(pending('a1')).when({ type: 'DiscardVerificationDraft', accountId, now }).thenThrows(NoDraftError));
  });

  describe('moderation', () => {
    const view = (attemptId: string, photoIndex: number): VerificationCommand => ({
      type: 'ViewVerificationPhoto',
      accountId,
      attemptId,
      photoIndex,
      viewerId: 'mod-1',
      now,
    });
    it('records every view of a pending photo', () =>
      spec
        .given(pending('a1'))
        .when(view('a1', 1))
        .then([
          { type: 'VerificationPhotoViewed', data: { accountId, attemptId: 'a1', photoIndex: 1, viewedBy: 'mod-1', viewedAt: now } },
        ]));
    it('has no photo 2 (a third)', () => spec.given(pending('a1')).when(view('a1', 2)).thenThrows(PhotoNotFoundError));
    it('shows no photo of a draft', () =>
      spec
        .given([uploaded('a1', 0)])
        .when(view('a1', 0))
        .thenThrows(PhotoNotFoundError));
    it('shows no photo once decided', () =>
      spec
        .given([...pending('a1'), verified('a1')])
        .when(view('a1', 0))
        .thenThrows(PhotoNotFoundError));

    it('verifies the account (VerifyAccount)', () =>
      spec
        .given(pending('a1'))
        .when({ type: 'VerifyAccount', accountId, attemptId: 'a1', now })
        .then([verified('a1')]));
    it('does not verify a draft', () =>
      spec
        .given([uploaded('a1', 0)])
        .when({ type: 'VerifyAccount', accountId, attemptId: 'a1', now })
        .thenThrows(VerificationNotFoundError));
    it('does not decide twice', () =>
      spec
        .given([...pending('a1'), verified('a1')])
        .when({ type: 'VerifyAccount', accountId, attemptId: 'a1', now })
        .thenThrows(NotPendingError));
    it('does not verify an unknown attempt', () =>
      spec.given(pending('a1')).when({ type: 'VerifyAccount', accountId, attemptId: 'zz', now }).thenThrows(VerificationNotFoundError));
    it('rejects with a reason and a wait', () =>
      spec
        .given(pending('a1'))
        .when({
          type: 'RejectVerification',
          accountId,
          attemptId: 'a1',
          reasonCode: 'verification:reason_cardMissing',
          reason: '',
          retryAfter,
          now,
        })
        .then([rejected('a1')]));
    it('does not reject a rejected attempt', () =>
      spec
        .given([...pending('a1'), rejected('a1')])
        .when({ type: 'RejectVerification', accountId, attemptId: 'a1', reasonCode: null, reason: 'x', retryAfter, now })
        .thenThrows(NotPendingError));
    it('revokes a verification', () =>
      spec
        .given([...pending('a1'), verified('a1')])
        .when({ type: 'RevokeVerification', accountId, reason: 'fake photos', now })
        .then([{ type: 'AccountVerificationRevoked', data: { accountId, reason: 'fake photos', revokedAt: now } }]));
    it('revokes nothing that is not verified', () =>
      spec.given(pending('a1')).when({ type: 'RevokeVerification', accountId, reason: 'x', now }).thenThrows(NotVerifiedError));
  });

  describe('deleting the photos', () => {
    const record = (attemptId: string): VerificationCommand => ({ type: 'RecordPhotosDeleted', accountId, attemptId, now });
    const deleted = (attemptId: string): VerificationEvent => ({
      type: 'VerificationPhotosDeleted',
      data: { accountId, attemptId, deletedAt: now },
    });
    it('records the deletion after a decision', () =>
      spec
        .given([...pending('a1'), verified('a1')])
        .when(record('a1'))
        .then([deleted('a1')]));
    it('records the deletion after a discarded draft', () =>
      spec
        .given([uploaded('a1', 0), { type: 'VerificationDraftDiscarded', data: { accountId, attemptId: 'a1', discardedAt: now } }])
        .when(record('a1'))
        .then([deleted('a1')]));
    it('records it once', () =>
      spec
        .given([...pending('a1'), rejected('a1'), deleted('a1')])
        .when(record('a1'))
        .then([]));
    it('never for an attempt still waiting', () => spec.given(pending('a1')).when(record('a1')).then([]));
  });
});
