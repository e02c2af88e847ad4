import { VIDEO_ATTESTATION_VERSION, type VideoEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import {
  AdNotActiveError,
  AlreadyRemovedError,
  BlurNotNowError,
  InvalidBlurRegionError,
  MAX_VIDEO_PROCESSING_ATTEMPTS,
  NotProcessingError,
  NotReadyForReviewError,
  NotVerifiedError,
  NotYourAdError,
  ReasonRequiredError,
  TooManyRegionsError,
  VideoExistsError,
  VideoNotFoundError,
  videoDecider,
  type UploadFacts,
  type VideoCommand,
} from './decide';
import { evolveVideo, initialVideoState, needsFilePurge, videoFileKeys } from './state';

const now = '2026-11-29T10:00:00.000Z';
const videoId = 'vid-1';
const ownerId = 'acc-1';
const adId = 'ad-1';
const source = { sourceKey: 'private/videos/src-1', durationMs: 12_000, width: 1080, height: 1920, bytes: 5_000_000 };
const renditions = [
  { quality: 720 as const, fileKey: 'videos/r720.mp4', width: 720, height: 1280, bytes: 900_000 },
  { quality: 480 as const, fileKey: 'videos/r480.mp4', width: 480, height: 854, bytes: 400_000 },
];

const okFacts: UploadFacts = { uploaderVerified: true, ad: { ownerId, active: true } };
const upload = (facts: UploadFacts = okFacts, uploaderId = ownerId): VideoCommand => ({
  type: 'UploadVideo',
  videoId,
  uploaderId,
  adId,
  facts,
  source,
  attestation: { everyoneAdult: true, everyoneConsented: true, uploaderAppears: false, textVersion: VIDEO_ATTESTATION_VERSION },
  now,
});

const uploaded: VideoEvent = { type: 'VideoUploaded', data: { videoId, ownerId, adId, ...source, uploadedAt: now } };
const attested: VideoEvent = {
  type: 'VideoConsentAttested',
  data: {
    videoId,
    ownerId,
    everyoneAdult: true,
    everyoneConsented: true,
    uploaderAppears: false,
    textVersion: VIDEO_ATTESTATION_VERSION,
    attestedAt: now,
  },
};
const started = (attempt: number): VideoEvent => ({ type: 'VideoProcessingStarted', data: { videoId, attempt, startedAt: now } });
const processed: VideoEvent = {
  type: 'VideoProcessed',
  data: {
    videoId,
    renditions,
    posterKey: 'videos/p.jpg',
    posterWidth: 720,
    posterHeight: 1280,
    blurhash: 'LEHV6n',
    durationMs: 12_000,
    processedAt: now,
  },
};
const approved: VideoEvent = { type: 'VideoApproved', data: { videoId, ownerId, adId, approvedBy: 'mod-1', approvedAt: now } };
const removed: VideoEvent = { type: 'VideoRemoved', data: { videoId, ownerId, adId, removedBy: 'owner', removedAt: now } };
const inReview = [uploaded, attested, started(1), processed];

describe('videos', () => {
  const spec = deciderSpec(videoDecider);

  describe('uploading', () => {
    it('records the clip and its attestation together', () => spec.given([]).when(upload()).then([uploaded, attested]));
    it('refuses an advertiser who is not verified', () =>
      spec
        .given([])
        .when(upload({ ...okFacts, uploaderVerified: false }))
        .thenThrows(NotVerifiedError));
    it('refuses an ad that is not active', () =>
      spec
        .given([])
        .when(upload({ uploaderVerified: true, ad: { ownerId, active: false } }))
        .thenThrows(AdNotActiveError));
    it('refuses an ad that does not exist', () =>
      spec
        .given([])
        .when(upload({ uploaderVerified: true, ad: null }))
        .thenThrows(AdNotActiveError));
    it("refuses another person's ad, even to a verified advertiser", () =>
      spec.given([]).when(upload(okFacts, 'acc-2')).thenThrows(NotYourAdError));
    it('refuses a second upload under the same id', () => spec.given([uploaded, attested]).when(upload()).thenThrows(VideoExistsError));
  });

  describe('processing', () => {
    const start: VideoCommand = { type: 'StartVideoProcessing', now };
    it('counts the first attempt', () =>
      spec
        .given([uploaded, attested])
        .when(start)
        .then([started(1)]));
    it('retries after a crash mid-transcode with the next attempt', () =>
      spec
        .given([uploaded, attested, started(1)])
        .when(start)
        .then([started(2)]));
    it('gives up after the last attempt', () =>
      spec
        .given([uploaded, attested, ...Array.from({ length: MAX_VIDEO_PROCESSING_ATTEMPTS }, (_, i) => started(i + 1))])
        .when(start)
        .then([{ type: 'VideoProcessingFailed', data: { videoId, reason: '3 attempts did not finish', failedAt: now } }]));
    it('does not restart a processed clip', () => spec.given(inReview).when(start).thenThrows(NotProcessingError));
    it('does not touch a clip that does not exist', () => spec.given([]).when(start).thenThrows(VideoNotFoundError));
    it('completes into review', () =>
      spec
        .given([uploaded, attested, started(1)])
        .when({
          type: 'CompleteVideoProcessing',
          renditions,
          poster: { fileKey: 'videos/p.jpg', width: 720, height: 1280 },
          blurhash: 'LEHV6n',
          durationMs: 12_000,
          now,
        })
        .then([processed]));
    it('fails an undecodable clip', () =>
      spec
        .given([uploaded, attested, started(1)])
        .when({ type: 'FailVideoProcessing', reason: 'no video stream', now })
        .then([{ type: 'VideoProcessingFailed', data: { videoId, reason: 'no video stream', failedAt: now } }]));
  });

  describe('review', () => {
    it('approves a processed clip', () => spec.given(inReview).when({ type: 'ApproveVideo', moderatorId: 'mod-1', now }).then([approved]));
    it('approves nothing still processing', () =>
      spec
        .given([uploaded, attested, started(1)])
        .when({ type: 'ApproveVideo', moderatorId: 'mod-1', now })
        .thenThrows(NotReadyForReviewError));
    it('rejects with templates', () =>
      spec
        .given(inReview)
        .when({ type: 'RejectVideo', moderatorId: 'mod-1', reasonCodes: ['videos:reason_ageInDoubt'], reason: '', now })
        .then([
          {
            type: 'VideoRejected',
            data: { videoId, ownerId, rejectedBy: 'mod-1', reasonCodes: ['videos:reason_ageInDoubt'], reason: '', rejectedAt: now },
          },
        ]));
    it('wants a reason to reject', () =>
      spec
        .given(inReview)
        .when({ type: 'RejectVideo', moderatorId: 'mod-1', reasonCodes: [], reason: '  ', now })
        .thenThrows(ReasonRequiredError));
    it('decides a clip once', () =>
      spec
        .given([...inReview, approved])
        .when({ type: 'ApproveVideo', moderatorId: 'mod-2', now })
        .thenThrows(NotReadyForReviewError));
  });

  describe('removal and files', () => {
    it('lets the owner remove an approved clip', () =>
      spec
        .given([...inReview, approved])
        .when({ type: 'RemoveVideo', by: { kind: 'owner', accountId: ownerId }, now })
        .then([removed]));
    it("answers another person's clip as not found", () =>
      spec
        .given([...inReview, approved])
        .when({ type: 'RemoveVideo', by: { kind: 'owner', accountId: 'acc-2' }, now })
        .thenThrows(VideoNotFoundError));
    it('removes once', () =>
      spec
        .given([...inReview, removed])
        .when({ type: 'RemoveVideo', by: { kind: 'staff' }, now })
        .thenThrows(AlreadyRemovedError));
    it('lets an erasure pass over a clip already removed', () =>
      spec
        .given([...inReview, removed])
        .when({ type: 'RemoveVideo', by: { kind: 'erasure' }, now })
        .then([]));
    it('records deleted files of a removed clip once', () => {
      spec
        .given([...inReview, removed])
        .when({ type: 'RecordVideoFilesDeleted', now })
        .then([{ type: 'VideoFilesDeleted', data: { videoId, deletedAt: now } }]);
      spec
        .given([...inReview, removed, { type: 'VideoFilesDeleted', data: { videoId, deletedAt: now } }])
        .when({ type: 'RecordVideoFilesDeleted', now })
        .then([]);
    });
    it('never records deleted files of a clip that may still be shown', () =>
      spec
        .given([...inReview, approved])
        .when({ type: 'RecordVideoFilesDeleted', now })
        .then([]));
  });

  describe('blurring', () => {
    const face = { shape: 'rect' as const, x: 0.3, y: 0.2, width: 0.25, height: 0.2 };
    const tattoo = { shape: 'rect' as const, x: 0.6, y: 0.7, width: 0.1, height: 0.1 };
    const blurred = (regions = [face]): VideoEvent => ({
      type: 'VideoBlurRequested',
      data: { videoId, ownerId, adId, regions, requestedAt: now },
    });
    const blur = (regions: unknown[] = [face], accountId = ownerId): VideoCommand =>
      ({ type: 'BlurVideo', accountId, regions, now }) as VideoCommand;
    const fold = (events: VideoEvent[]) => events.reduce(evolveVideo, initialVideoState());

    it('records regions marked at upload with the upload, for the first processing', () => {
      spec
        .given([])
        .when({ ...upload(), blurRegions: [face] } as VideoCommand)
        .then([uploaded, attested, blurred()]);
      expect(fold([uploaded, attested, blurred()])).toMatchObject({ status: 'uploaded', pendingBlur: [face] });
    });
    it('records no blur event for an upload without regions', () =>
      spec
        .given([])
        .when({ ...upload(), blurRegions: [] } as VideoCommand)
        .then([uploaded, attested]));
    it('takes a reviewed, approved or rejected clip back to processing and review', () => {
      spec.given(inReview).when(blur()).then([blurred()]);
      spec
        .given([...inReview, approved])
        .when(blur([face, tattoo]))
        .then([blurred([face, tattoo])]);
      const again = fold([...inReview, approved, blurred()]);
      expect(again).toMatchObject({ status: 'uploaded', pendingBlur: [face], roundStartAttempts: 1 });
      // The previous renditions stay listed: the new round reads from them, and a removal meanwhile purges them.
      expect(videoFileKeys(again)).toEqual(['videos/r720.mp4', 'videos/r480.mp4', 'videos/p.jpg']);
    });
    it('gives the new round its own retry budget and fresh attempt numbers', () => {
      const crashed = [
        ...inReview,
        approved,
        blurred(),
        ...Array.from({ length: MAX_VIDEO_PROCESSING_ATTEMPTS - 1 }, (_, i) => started(i + 2)),
      ];
      spec
        .given(crashed)
        .when({ type: 'StartVideoProcessing', now })
        .then([started(MAX_VIDEO_PROCESSING_ATTEMPTS + 1)]);
      spec
        .given([...crashed, started(MAX_VIDEO_PROCESSING_ATTEMPTS + 1)])
        .when({ type: 'StartVideoProcessing', now })
        .then([{ type: 'VideoProcessingFailed', data: { videoId, reason: '4 attempts did not finish', failedAt: now } }]);
    });
    it('forgets the pending regions once processing burnt them in, and needs staff again', () => {
      const state = fold([...inReview, approved, blurred(), started(2), processed]);
      expect(state).toMatchObject({ status: 'ready-for-review', pendingBlur: [] });
      spec
        .given([...inReview, approved, blurred(), started(2), processed])
        .when({ type: 'ApproveVideo', moderatorId: 'mod-1', now })
        .then([approved]);
    });
    it('refuses a clip not yet processed, being processed, failed or removed', () => {
      spec.given([uploaded, attested]).when(blur()).thenThrows(BlurNotNowError);
      spec
        .given([uploaded, attested, started(1)])
        .when(blur())
        .thenThrows(BlurNotNowError);
      spec
        .given([...inReview, removed])
        .when(blur())
        .thenThrows(BlurNotNowError);
    });
    it("answers another person's clip as missing", () =>
      spec
        .given(inReview)
        .when(blur([face], 'acc-2'))
        .thenThrows(VideoNotFoundError));
    it('refuses regions outside the frame, too small, of another shape, or too many', () => {
      spec
        .given(inReview)
        .when(blur([{ ...face, x: 0.9 }]))
        .thenThrows(InvalidBlurRegionError);
      spec
        .given(inReview)
        .when(blur([{ ...face, width: 0.001 }]))
        .thenThrows(InvalidBlurRegionError);
      spec
        .given(inReview)
        .when(blur([{ ...face, shape: 'ellipse' }]))
        .thenThrows(InvalidBlurRegionError);
      spec.given(inReview).when(blur([])).thenThrows(InvalidBlurRegionError);
      spec
        .given(inReview)
        .when(blur(Array.from({ length: 9 }, () => face)))
        .thenThrows(TooManyRegionsError);
      spec
        .given([])
        .when({ ...upload(), blurRegions: [{ ...face, y: -0.1 }] } as VideoCommand)
        .thenThrows(InvalidBlurRegionError);
    });
  });

  describe('state', () => {
    const fold = (events: VideoEvent[]) => events.reduce(evolveVideo, initialVideoState());
    it('walks uploaded → processing → ready-for-review → approved → removed', () => {
      expect(fold([uploaded, attested]).status).toBe('uploaded');
      expect(fold([uploaded, attested, started(1)]).status).toBe('processing');
      expect(fold(inReview).status).toBe('ready-for-review');
      expect(fold([...inReview, approved]).status).toBe('approved');
      expect(fold([...inReview, approved, removed]).status).toBe('removed');
    });
    it('keeps the attestation', () =>
      expect(fold([uploaded, attested]).attestation).toEqual({
        uploaderAppears: false,
        textVersion: VIDEO_ATTESTATION_VERSION,
        attestedAt: now,
      }));
    it('lists the original until processed, then every rendition and the poster', () => {
      expect(videoFileKeys(fold([uploaded, attested]))).toEqual([source.sourceKey]);
      expect(videoFileKeys(fold(inReview))).toEqual(['videos/r720.mp4', 'videos/r480.mp4', 'videos/p.jpg']);
      expect(needsFilePurge(fold([...inReview, removed]))).toBe(true);
      expect(needsFilePurge(fold([...inReview, approved]))).toBe(false);
    });
  });
});
