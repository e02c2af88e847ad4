import { assertNever } from '@anonse/contracts';
import type { VideoBlurRegion, VideoEvent, VideoRendition } from '@anonse/contracts';

/**
 * uploaded → processing → ready-for-review → approved | rejected, and removed from any of them; `failed` when the
 * clip cannot be processed. Only `approved` is ever shown to visitors. A blur asked for after processing takes the
 * clip back to `uploaded`: it is processed again (from its best rendition) and reviewed again.
 */
export type VideoStatus = 'none' | 'uploaded' | 'processing' | 'ready-for-review' | 'approved' | 'rejected' | 'failed' | 'removed';

export interface VideoAttestation {
  uploaderAppears: boolean;
  textVersion: string;
  attestedAt: string;
}

export interface VideoState {
  status: VideoStatus;
  videoId: string;
  ownerId: string;
  adId: string;
  /** The original, until processing deletes it. */
  sourceKey: string | null;
  attestation: VideoAttestation | null;
  /**
   * Processing attempts started, over the clip's life (a crash mid-transcode leaves one started but never finished);
   * they number the files, so a later round never overwrites the files it reads from.
   */
  attempts: number;
  /** `attempts` when the current processing round began (a blur starts a new round with its own retry budget). */
  roundStartAttempts: number;
  /** Areas still to be blurred by the next processing; emptied once a processing has burnt them in. */
  pendingBlur: readonly VideoBlurRegion[];
  renditions: readonly VideoRendition[];
  posterKey: string | null;
  blurhash: string | null;
  rejection: { reasonCodes: readonly string[]; reason: string } | null;
  /** True once every file of the clip is gone. */
  filesDeleted: boolean;
}

export const initialVideoState = (): VideoState => ({
  status: 'none',
  videoId: '',
  ownerId: '',
  adId: '',
  sourceKey: null,
  attestation: null,
  attempts: 0,
  roundStartAttempts: 0,
  pendingBlur: [],
  renditions: [],
  posterKey: null,
  blurhash: null,
  rejection: null,
  filesDeleted: false,
});

export function evolveVideo(state: VideoState, event: VideoEvent): VideoState {
  switch (event.type) {
    case 'VideoUploaded': {
      const { videoId, ownerId, adId, sourceKey } = event.data;
      return { ...state, status: 'uploaded', videoId, ownerId, adId, sourceKey };
    }
    case 'VideoConsentAttested': {
      const { uploaderAppears, textVersion, attestedAt } = event.data;
      return { ...state, attestation: { uploaderAppears, textVersion, attestedAt } };
    }
    case 'VideoProcessingStarted':
      return { ...state, status: 'processing', attempts: event.data.attempt };
    case 'VideoProcessed': {
      const { renditions, posterKey, blurhash } = event.data;
      // Processing deletes the original as its last step, before this event is written.
      return { ...state, status: 'ready-for-review', renditions, posterKey, blurhash, sourceKey: null, pendingBlur: [] };
    }
    case 'VideoBlurRequested':
      // The regions add to any pending ones; a processed clip starts a new round (at upload it is `uploaded` already).
      return {
        ...state,
        status: 'uploaded',
        roundStartAttempts: state.attempts,
        pendingBlur: [...state.pendingBlur, ...event.data.regions],
      };
    case 'VideoProcessingFailed':
      return { ...state, status: 'failed' };
    case 'VideoApproved':
      return { ...state, status: 'approved', rejection: null };
    case 'VideoRejected':
      return { ...state, status: 'rejected', rejection: { reasonCodes: event.data.reasonCodes, reason: event.data.reason } };
    case 'VideoRemoved':
      return { ...state, status: 'removed' };
    case 'VideoFilesDeleted':
      return { ...state, filesDeleted: true, sourceKey: null };
    default:
      return assertNever(event);
  }
}

/** Every storage key the clip may still hold (the erasure's and the purge's to-do list). */
export const videoFileKeys = (state: VideoState): string[] =>
  state.filesDeleted
    ? []
    : [
        ...(state.sourceKey ? [state.sourceKey] : []),
        ...state.renditions.map((r) => r.fileKey),
        ...(state.posterKey ? [state.posterKey] : []),
      ];

/** A clip whose files should go: removed, or failed (nothing of it will ever be shown). */
export const needsFilePurge = (state: VideoState): boolean =>
  !state.filesDeleted && (state.status === 'removed' || state.status === 'failed');
