import type { PhotoEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { PhotoAlreadyExistsError, photoDecider, PhotoNotFoundError, PhotoNotReadyError, type RenderedPhoto } from './decide';

const now = '2025-01-01T10:00:00.000Z';
const spec = deciderSpec(photoDecider);
const result: RenderedPhoto = {
  masterKey: 'private/masters/m1.jpg',
  width: 640,
  height: 480,
  blurhash: 'LEHV6nWB2yk8',
  variants: [{ format: 'webp', width: 640, height: 480, name: 'v1.webp', bytes: 1000 }],
};
const uploaded: PhotoEvent = {
  type: 'PhotoUploaded',
  data: { photoId: 'p1', ownerId: 'u1', uploadKey: 'private/uploads/x', contentType: 'image/jpeg', bytes: 10, uploadedAt: now },
};
const started: PhotoEvent = { type: 'PhotoProcessingStarted', data: { photoId: 'p1', ownerId: 'u1', startedAt: now } };
const processed: PhotoEvent = { type: 'PhotoProcessed', data: { photoId: 'p1', ownerId: 'u1', ...result, processedAt: now } };
const failed: PhotoEvent = { type: 'PhotoProcessingFailed', data: { photoId: 'p1', ownerId: 'u1', reason: 'corruptImage', failedAt: now } };
const regions = [{ shape: 'ellipse' as const, x: 0.1, y: 0.1, width: 0.2, height: 0.2 }];
const redactionRequested: PhotoEvent = {
  type: 'PhotoRedactionRequested',
  data: { photoId: 'p1', ownerId: 'u1', regions, effect: 'blur', requestedAt: now },
};
const deleted: PhotoEvent = { type: 'PhotoDeleted', data: { photoId: 'p1', ownerId: 'u1', by: 'owner', deletedAt: now } };

describe('photo', () => {
  it('is uploaded once', () => {
    spec
      .given([])
      .when({
        type: 'UploadPhoto',
        photoId: 'p1',
        ownerId: 'u1',
        uploadKey: 'private/uploads/x',
        contentType: 'image/jpeg',
        bytes: 10,
        now,
      })
      .then([uploaded]);
    spec
      .given([uploaded])
      .when({ type: 'UploadPhoto', photoId: 'p1', ownerId: 'u1', uploadKey: 'k', contentType: 'image/jpeg', bytes: 1, now })
      .thenThrows(PhotoAlreadyExistsError);
  });

  it('goes uploaded → processing → ready, and starting twice is a no-op', () => {
    spec.given([uploaded]).when({ type: 'StartProcessing', now }).then([started]);
    spec.given([uploaded, started]).when({ type: 'StartProcessing', now }).then([]);
    spec.given([uploaded, started]).when({ type: 'CompleteProcessing', result, now }).then([processed]);
  });

  it('fails with a reason, and a late failure after success changes nothing', () => {
    spec.given([uploaded, started]).when({ type: 'FailProcessing', reason: 'corruptImage', now }).then([failed]);
    spec.given([uploaded, started, processed]).when({ type: 'FailProcessing', reason: 'corruptImage', now }).then([]);
  });

  it('refuses to complete processing of a deleted photo, so the worker drops its files', () =>
    spec.given([uploaded, started, deleted]).when({ type: 'CompleteProcessing', result, now }).thenThrows(PhotoNotFoundError));

  it('redacts only a ready photo of the owner', () => {
    spec
      .given([uploaded, started, processed])
      .when({ type: 'RequestRedaction', actorId: 'u1', regions, effect: 'blur', now })
      .then([redactionRequested]);
    spec
      .given([uploaded, started, processed])
      .when({ type: 'RequestRedaction', actorId: 'u2', regions, effect: 'blur', now })
      .thenThrows(PhotoNotFoundError, { kind: 'not_found' });
    spec
      .given([uploaded, started])
      .when({ type: 'RequestRedaction', actorId: 'u1', regions, effect: 'blur', now })
      .thenThrows(PhotoNotReadyError, { kind: 'conflict', code: 'media:notReady' });
    spec
      .given([uploaded, failed])
      .when({ type: 'RequestRedaction', actorId: 'u1', regions, effect: 'blur', now })
      .thenThrows(PhotoNotReadyError, { code: 'media:processingFailedState' });
    spec
      .given([uploaded, started, processed, redactionRequested])
      .when({ type: 'RequestRedaction', actorId: 'u1', regions, effect: 'blur', now })
      .thenThrows(PhotoNotReadyError);
  });

  it('completes a pending redaction with new files, or fails it (hidden, not ready), after which it may be redacted again', () => {
    const redacted: PhotoEvent = { type: 'PhotoRedacted', data: { photoId: 'p1', ownerId: 'u1', ...result, redactedAt: now } };
    spec.given([uploaded, processed, redactionRequested]).when({ type: 'CompleteRedaction', result, now }).then([redacted]);
    spec.given([uploaded, processed]).when({ type: 'CompleteRedaction', result, now }).thenThrows(PhotoNotReadyError);
    spec
      .given([uploaded, processed, redactionRequested])
      .when({ type: 'FailRedaction', reason: 'processingFailed', now })
      .then([{ type: 'PhotoRedactionFailed', data: { photoId: 'p1', ownerId: 'u1', reason: 'processingFailed', failedAt: now } }]);
    const redactionFailed: PhotoEvent = {
      type: 'PhotoRedactionFailed',
      data: { photoId: 'p1', ownerId: 'u1', reason: 'processingFailed', failedAt: now },
    };
    const afterFailure = [uploaded, started, processed, redactionRequested, redactionFailed];
    expect(afterFailure.reduce(photoDecider.evolve, photoDecider.initialState())).toMatchObject({
      status: 'failed',
      failureReason: 'redactionFailed',
      masterKey: result.masterKey,
    });
    spec.given(afterFailure).when({ type: 'RequestRedaction', actorId: 'u1', regions, effect: 'blur', now }).then([redactionRequested]);
    spec.given(afterFailure).when({ type: 'RequestRedaction', actorId: 'u2', regions, effect: 'blur', now }).thenThrows(PhotoNotFoundError);
    spec
      .given([...afterFailure, redactionRequested])
      .when({ type: 'CompleteRedaction', result, now })
      .then([redacted]);
  });

  it('is deleted by its owner or the system, never by someone else; the system deleting twice is a no-op', () => {
    spec.given([uploaded]).when({ type: 'DeletePhoto', actorId: 'u1', now }).then([deleted]);
    spec.given([uploaded]).when({ type: 'DeletePhoto', actorId: 'u2', now }).thenThrows(PhotoNotFoundError);
    spec
      .given([uploaded])
      .when({ type: 'DeletePhoto', actorId: null, now })
      .then([{ type: 'PhotoDeleted', data: { photoId: 'p1', ownerId: 'u1', by: 'account-deletion', deletedAt: now } }]);
    spec.given([uploaded, deleted]).when({ type: 'DeletePhoto', actorId: null, now }).then([]);
    spec.given([uploaded, deleted]).when({ type: 'DeletePhoto', actorId: 'u1', now }).thenThrows(PhotoNotFoundError);
  });
});
