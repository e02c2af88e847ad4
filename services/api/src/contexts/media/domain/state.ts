import { assertNever } from '@anonse/contracts';
import type { PhotoEvent, PhotoFailureReason, PhotoVariant, RedactionEffect, RedactionRegion } from '@anonse/contracts';

export type PhotoStatusState = 'uploaded' | 'processing' | 'ready' | 'failed' | 'deleted';

export type PhotoState =
  | { status: 'none' }
  | {
      status: PhotoStatusState;
      id: string;
      ownerId: string;
      /** The unprocessed upload (private) until processing ends. */
      uploadKey: string | null;
      masterKey: string | null;
      width: number | null;
      height: number | null;
      variants: PhotoVariant[];
      failureReason: PhotoFailureReason | null;
      /** A redaction asked for and not yet applied (status `processing`). */
      pendingRedaction: { regions: RedactionRegion[]; effect: RedactionEffect } | null;
    };

export const initialPhotoState = (): PhotoState => ({ status: 'none' });

export function evolvePhoto(state: PhotoState, event: PhotoEvent): PhotoState {
  if (event.type === 'PhotoUploaded') {
    const d = event.data;
    return {
      status: 'uploaded',
      id: d.photoId,
      ownerId: d.ownerId,
      uploadKey: d.uploadKey,
      masterKey: null,
      width: null,
      height: null,
      variants: [],
      failureReason: null,
      pendingRedaction: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PhotoProcessingStarted':
      return { ...state, status: 'processing' };
    case 'PhotoProcessed':
    case 'PhotoRedacted': {
      const d = event.data;
      return {
        ...state,
        status: 'ready',
        uploadKey: null,
        masterKey: d.masterKey,
        width: d.width,
        height: d.height,
        variants: d.variants,
        failureReason: null,
        pendingRedaction: null,
      };
    }
    case 'PhotoProcessingFailed':
      return { ...state, status: 'failed', uploadKey: null, failureReason: event.data.reason };
    case 'PhotoRedactionRequested':
      return {
        ...state,
        status: 'processing',
        failureReason: null,
        pendingRedaction: { regions: event.data.regions, effect: event.data.effect },
      };
    case 'PhotoRedactionFailed':
      // Its files are still unredacted: hidden until the owner redacts again (the master is kept for that) or deletes it.
      return { ...state, status: 'failed', failureReason: 'redactionFailed', pendingRedaction: null };
    case 'PhotoDeleted':
      return { ...state, status: 'deleted', uploadKey: null, masterKey: null, variants: [], pendingRedaction: null };
    default:
      return assertNever(event);
  }
}
