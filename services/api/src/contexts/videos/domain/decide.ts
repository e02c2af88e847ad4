import {
  VIDEO_BLUR_MAX_REGIONS,
  VIDEO_STREAM_EVENTS,
  VideoBlurRegions,
  type MessageCode,
  type VideoAttestationInput,
  type VideoBlurRegion,
  type VideoEvent,
  type VideoRendition,
} from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { evolveVideo, initialVideoState, type VideoState } from './state';

/** A crash mid-transcode is retried; past this many attempts the clip is given up as failed. */
export const MAX_VIDEO_PROCESSING_ATTEMPTS = 3;

/**
 * What the handler read from other contexts before deciding (the decider stays pure): the uploader's verification
 * and the ad the clip is for.
 */
export interface UploadFacts {
  uploaderVerified: boolean;
  ad: { ownerId: string; active: boolean } | null;
}

export interface UploadVideo {
  type: 'UploadVideo';
  videoId: string;
  uploaderId: string;
  adId: string;
  facts: UploadFacts;
  source: { sourceKey: string; durationMs: number; width: number; height: number; bytes: number };
  attestation: VideoAttestationInput;
  /** Areas to blur over the whole clip, marked before upload (none: the clip is kept as filmed). */
  blurRegions?: readonly VideoBlurRegion[];
  now: string;
}
/** The owner marks more areas to blur on a processed clip: it is processed again and goes back to review. */
export interface BlurVideo {
  type: 'BlurVideo';
  accountId: string;
  regions: readonly VideoBlurRegion[];
  now: string;
}
export interface StartVideoProcessing {
  type: 'StartVideoProcessing';
  now: string;
}
export interface CompleteVideoProcessing {
  type: 'CompleteVideoProcessing';
  renditions: VideoRendition[];
  poster: { fileKey: string; width: number; height: number };
  blurhash: string;
  durationMs: number;
  now: string;
}
/** The file cannot be processed at all (no retry would help). */
export interface FailVideoProcessing {
  type: 'FailVideoProcessing';
  reason: string;
  now: string;
}
export interface ApproveVideo {
  type: 'ApproveVideo';
  moderatorId: string;
  /** Whether the ad is promoted now (read by the handler): it fixes the clip's place in the feed. */
  adPromoted?: boolean;
  now: string;
}
export interface RejectVideo {
  type: 'RejectVideo';
  moderatorId: string;
  reasonCodes: string[];
  reason: string;
  now: string;
}
export interface RemoveVideo {
  type: 'RemoveVideo';
  /** Who asks: the owner (checked against the clip's owner), staff, or the owner's erasure. */
  by: { kind: 'owner'; accountId: string } | { kind: 'staff' } | { kind: 'erasure' };
  now: string;
}
/** Records that the handler deleted every file of a removed or failed clip. */
export interface RecordVideoFilesDeleted {
  type: 'RecordVideoFilesDeleted';
  now: string;
}

export type VideoCommand =
  | UploadVideo
  | BlurVideo
  | StartVideoProcessing
  | CompleteVideoProcessing
  | FailVideoProcessing
  | ApproveVideo
  | RejectVideo
  | RemoveVideo
  | RecordVideoFilesDeleted;

const error = (
  kind: ConstructorParameters<typeof DomainError>[0],
  key:
    | 'videoNotFound'
    | 'notVerified'
    | 'adNotActive'
    | 'notYourAd'
    | 'videoExists'
    | 'notProcessing'
    | 'notReadyForReview'
    | 'alreadyRemoved'
    | 'reasonRequired'
    | 'blurNotNow'
    | 'tooManyRegions',
) =>
  class extends DomainError {
    override readonly name = `Videos_${key}`;
    constructor(detail: string = key) {
      super(kind, `videos:${key}`, detail);
    }
  };

export class VideoNotFoundError extends error('not_found', 'videoNotFound') {}
export class NotVerifiedError extends error('forbidden', 'notVerified') {}
export class AdNotActiveError extends error('conflict', 'adNotActive') {}
export class NotYourAdError extends error('forbidden', 'notYourAd') {}
export class VideoExistsError extends error('conflict', 'videoExists') {}
export class NotProcessingError extends error('conflict', 'notProcessing') {}
export class NotReadyForReviewError extends error('conflict', 'notReadyForReview') {}
export class AlreadyRemovedError extends error('conflict', 'alreadyRemoved') {}
export class ReasonRequiredError extends error('invalid', 'reasonRequired') {}
export class BlurNotNowError extends error('conflict', 'blurNotNow') {}
export class TooManyRegionsError extends error('invalid', 'tooManyRegions') {}
export class InvalidBlurRegionError extends DomainError {
  override readonly name = 'Videos_invalidBlurRegion';
  constructor(messageCode: MessageCode) {
    super('invalid', messageCode, 'a blur region is outside the frame or too small', 'regions');
  }
}

/** Statuses whose files are final: a blur asked for then is applied by processing the clip again. */
const BLURRABLE: readonly VideoState['status'][] = ['ready-for-review', 'approved', 'rejected'];

/**
 * The regions as the API's schema checks them, checked again here so no path (a script, a future caller) records a
 * region ffmpeg cannot place: inside the frame, at least the editor's minimum size, at most VIDEO_BLUR_MAX_REGIONS.
 */
function checkedRegions(regions: readonly VideoBlurRegion[]): VideoBlurRegion[] {
  if (regions.length > VIDEO_BLUR_MAX_REGIONS) throw new TooManyRegionsError();
  const parsed = VideoBlurRegions.safeParse(regions);
  // The schema's messages are message codes (contracts' `code()`).
  if (!parsed.success) throw new InvalidBlurRegionError((parsed.error.issues[0]?.message ?? 'videos:regionOutOfBounds') as MessageCode);
  return parsed.data;
}

/** Why this person may not upload a clip to this ad now, or undefined (the dashboard's button and the upload share it). */
export function uploadProblem(uploaderId: string, facts: UploadFacts): DomainError | undefined {
  if (!facts.ad) return new AdNotActiveError('no such ad');
  if (facts.ad.ownerId !== uploaderId) return new NotYourAdError();
  if (!facts.uploaderVerified) return new NotVerifiedError();
  if (!facts.ad.active) return new AdNotActiveError();
  return undefined;
}

function existing(state: VideoState): VideoState {
  if (state.status === 'none') throw new VideoNotFoundError();
  return state;
}

export function decideVideo(command: VideoCommand, state: VideoState): VideoEvent[] {
  const { now } = command;
  switch (command.type) {
    case 'UploadVideo': {
      if (state.status !== 'none') throw new VideoExistsError();
      const problem = uploadProblem(command.uploaderId, command.facts);
      if (problem) throw problem;
      const { videoId, uploaderId: ownerId, adId, source, attestation } = command;
      const regions = command.blurRegions?.length ? checkedRegions(command.blurRegions) : [];
      return [
        { type: 'VideoUploaded', data: { videoId, ownerId, adId, ...source, uploadedAt: now } },
        {
          type: 'VideoConsentAttested',
          data: {
            videoId,
            ownerId,
            everyoneAdult: attestation.everyoneAdult,
            everyoneConsented: attestation.everyoneConsented,
            uploaderAppears: attestation.uploaderAppears,
            textVersion: attestation.textVersion,
            attestedAt: now,
          },
        },
        ...(regions.length ? [{ type: 'VideoBlurRequested' as const, data: { videoId, ownerId, adId, regions, requestedAt: now } }] : []),
      ];
    }
    case 'BlurVideo': {
      const { status, videoId, ownerId, adId } = existing(state);
      if (command.accountId !== ownerId) throw new VideoNotFoundError();
      // Before processing the regions belong to the upload; while a worker transcodes, a change would race it.
      if (!BLURRABLE.includes(status)) throw new BlurNotNowError(status);
      const regions = checkedRegions(command.regions);
      return [{ type: 'VideoBlurRequested', data: { videoId, ownerId, adId, regions, requestedAt: now } }];
    }
    case 'StartVideoProcessing': {
      const { status, attempts, roundStartAttempts, videoId } = existing(state);
      if (status !== 'uploaded' && status !== 'processing') throw new NotProcessingError(status);
      if (attempts - roundStartAttempts >= MAX_VIDEO_PROCESSING_ATTEMPTS)
        return [{ type: 'VideoProcessingFailed', data: { videoId, reason: `${attempts} attempts did not finish`, failedAt: now } }];
      return [{ type: 'VideoProcessingStarted', data: { videoId, attempt: attempts + 1, startedAt: now } }];
    }
    case 'CompleteVideoProcessing': {
      const { status, videoId } = existing(state);
      if (status !== 'processing') throw new NotProcessingError(status);
      return [
        {
          type: 'VideoProcessed',
          data: {
            videoId,
            renditions: command.renditions,
            posterKey: command.poster.fileKey,
            posterWidth: command.poster.width,
            posterHeight: command.poster.height,
            blurhash: command.blurhash,
            durationMs: command.durationMs,
            processedAt: now,
          },
        },
      ];
    }
    case 'FailVideoProcessing': {
      const { status, videoId } = existing(state);
      if (status !== 'uploaded' && status !== 'processing') throw new NotProcessingError(status);
      return [{ type: 'VideoProcessingFailed', data: { videoId, reason: command.reason, failedAt: now } }];
    }
    case 'ApproveVideo': {
      const { status, videoId, ownerId, adId } = existing(state);
      if (status !== 'ready-for-review') throw new NotReadyForReviewError(status);
      const approvedBy = command.moderatorId;
      const promoted = command.adPromoted === undefined ? {} : { adPromoted: command.adPromoted };
      return [{ type: 'VideoApproved', data: { videoId, ownerId, adId, approvedBy, ...promoted, approvedAt: now } }];
    }
    case 'RejectVideo': {
      const { status, videoId, ownerId } = existing(state);
      if (status !== 'ready-for-review') throw new NotReadyForReviewError(status);
      if (command.reasonCodes.length === 0 && command.reason.trim() === '') throw new ReasonRequiredError();
      return [
        {
          type: 'VideoRejected',
          data: {
            videoId,
            ownerId,
            rejectedBy: command.moderatorId,
            reasonCodes: command.reasonCodes,
            reason: command.reason,
            rejectedAt: now,
          },
        },
      ];
    }
    case 'RemoveVideo': {
      const { status, videoId, ownerId, adId } = existing(state);
      // Not found rather than forbidden: another person's clip id says nothing to a stranger.
      if (command.by.kind === 'owner' && command.by.accountId !== ownerId) throw new VideoNotFoundError();
      if (status === 'removed') {
        if (command.by.kind === 'erasure') return [];
        throw new AlreadyRemovedError();
      }
      return [{ type: 'VideoRemoved', data: { videoId, ownerId, adId, removedBy: command.by.kind, removedAt: now } }];
    }
    case 'RecordVideoFilesDeleted': {
      const { status, videoId, filesDeleted } = existing(state);
      // Idempotent, and never for a clip that may still be shown or reviewed.
      if (filesDeleted || (status !== 'removed' && status !== 'failed')) return [];
      return [{ type: 'VideoFilesDeleted', data: { videoId, deletedAt: now } }];
    }
  }
}

export const videoDecider: Decider<VideoCommand, VideoEvent, VideoState> = {
  events: VIDEO_STREAM_EVENTS,
  initialState: initialVideoState,
  evolve: evolveVideo,
  decide: decideVideo,
};
