import {
  PHOTO_EVENTS,
  type PhotoEvent,
  type PhotoFailureReason,
  type PhotoVariant,
  type RedactionEffect,
  type RedactionRegion,
} from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { evolvePhoto, initialPhotoState, type PhotoState } from './state';

/** What processing or a redaction produced: the new master and renditions (already stored under new names). */
export interface RenderedPhoto {
  masterKey: string;
  width: number;
  height: number;
  blurhash: string | null;
  variants: PhotoVariant[];
}

export type PhotoCommand =
  | { type: 'UploadPhoto'; photoId: string; ownerId: string; uploadKey: string; contentType: string; bytes: number; now: string }
  | { type: 'StartProcessing'; now: string }
  | { type: 'CompleteProcessing'; result: RenderedPhoto; now: string }
  | { type: 'FailProcessing'; reason: PhotoFailureReason; now: string }
  /** `moderatorOnAd`: a moderator's redaction of a photo on that ad (the route checked the ad shows it); any owner's. */
  | { type: 'RequestRedaction'; actorId: string; regions: RedactionRegion[]; effect: RedactionEffect; now: string; moderatorOnAd?: string }
  | { type: 'CompleteRedaction'; result: RenderedPhoto; now: string }
  | { type: 'FailRedaction'; reason: PhotoFailureReason; now: string }
  /** `actorId` null: the system (account deletion), which may delete anyone's photo. */
  | { type: 'DeletePhoto'; actorId: string | null; now: string };

/** Unknown, deleted, or someone else's: one answer, so ids cannot be probed for existence. */
export class PhotoNotFoundError extends DomainError {
  override readonly name = 'PhotoNotFoundError';
  constructor() {
    super('not_found', 'media:photoNotFound', 'no such photo for this owner');
  }
}

export class PhotoNotReadyError extends DomainError {
  override readonly name = 'PhotoNotReadyError';
  constructor(failed: boolean) {
    super(
      'conflict',
      failed ? 'media:processingFailedState' : 'media:notReady',
      failed ? 'the photo failed processing' : 'the photo is still processing',
    );
  }
}

export class PhotoAlreadyExistsError extends DomainError {
  override readonly name = 'PhotoAlreadyExistsError';
  constructor() {
    super('conflict', 'platform:conflict', 'the photo already exists');
  }
}

type Live = Exclude<PhotoState, { status: 'none' }>;
const live = (state: PhotoState): Live => {
  if (state.status === 'none' || state.status === 'deleted') throw new PhotoNotFoundError();
  return state;
};
const ownedBy = (state: PhotoState, actorId: string | null): Live => {
  const photo = live(state);
  if (actorId !== null && photo.ownerId !== actorId) throw new PhotoNotFoundError();
  return photo;
};

/**
 * The photo's life: uploaded → processing → ready | failed; a ready photo can be redacted (processing again
 * until the worker applies it; if that fails it is failed and hidden, and may be redacted again); any photo can be
 * deleted by its owner. Worker commands that find the photo
 * gone or already past their step decide nothing, or throw PhotoNotFound so the worker drops what it wrote.
 */
export function decidePhoto(command: PhotoCommand, state: PhotoState): PhotoEvent[] {
  switch (command.type) {
    case 'UploadPhoto': {
      if (state.status !== 'none') throw new PhotoAlreadyExistsError();
      const { photoId, ownerId, uploadKey, contentType, bytes, now } = command;
      return [{ type: 'PhotoUploaded', data: { photoId, ownerId, uploadKey, contentType, bytes, uploadedAt: now } }];
    }
    case 'StartProcessing': {
      const photo = live(state);
      return photo.status === 'uploaded'
        ? [{ type: 'PhotoProcessingStarted', data: { photoId: photo.id, ownerId: photo.ownerId, startedAt: command.now } }]
        : [];
    }
    case 'CompleteProcessing': {
      const photo = live(state);
      if (photo.status !== 'uploaded' && photo.status !== 'processing') throw new PhotoNotReadyError(false);
      return [{ type: 'PhotoProcessed', data: { photoId: photo.id, ownerId: photo.ownerId, ...command.result, processedAt: command.now } }];
    }
    case 'FailProcessing': {
      const photo = live(state);
      if (photo.status !== 'uploaded' && photo.status !== 'processing') return [];
      return [
        {
          type: 'PhotoProcessingFailed',
          data: { photoId: photo.id, ownerId: photo.ownerId, reason: command.reason, failedAt: command.now },
        },
      ];
    }
    case 'RequestRedaction': {
      const photo = command.moderatorOnAd ? live(state) : ownedBy(state, command.actorId);
      // A photo whose redaction failed may be redacted again: the master is still there.
      const retry = photo.status === 'failed' && photo.failureReason === 'redactionFailed' && !!photo.masterKey;
      if (photo.status !== 'ready' && !retry) throw new PhotoNotReadyError(photo.status === 'failed');
      const by = command.moderatorOnAd ? { by: 'moderator' as const, adId: command.moderatorOnAd } : {};
      return [
        {
          type: 'PhotoRedactionRequested',
          data: {
            photoId: photo.id,
            ownerId: photo.ownerId,
            regions: command.regions,
            effect: command.effect,
            requestedAt: command.now,
            ...by,
          },
        },
      ];
    }
    case 'CompleteRedaction': {
      const photo = live(state);
      if (!photo.pendingRedaction) throw new PhotoNotReadyError(false);
      return [{ type: 'PhotoRedacted', data: { photoId: photo.id, ownerId: photo.ownerId, ...command.result, redactedAt: command.now } }];
    }
    case 'FailRedaction': {
      const photo = live(state);
      if (!photo.pendingRedaction) return [];
      return [
        {
          type: 'PhotoRedactionFailed',
          data: { photoId: photo.id, ownerId: photo.ownerId, reason: command.reason, failedAt: command.now },
        },
      ];
    }
    case 'DeletePhoto': {
      if (state.status === 'deleted' && command.actorId === null) return [];
      const photo = ownedBy(state, command.actorId);
      return [
        {
          type: 'PhotoDeleted',
          data: {
            photoId: photo.id,
            ownerId: photo.ownerId,
            by: command.actorId === null ? 'account-deletion' : 'owner',
            deletedAt: command.now,
          },
        },
      ];
    }
  }
}

export const photoDecider: Decider<PhotoCommand, PhotoEvent, PhotoState> = {
  events: PHOTO_EVENTS,
  initialState: initialPhotoState,
  evolve: evolvePhoto,
  decide: decidePhoto,
};
