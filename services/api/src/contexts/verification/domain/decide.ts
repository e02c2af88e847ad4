import { VERIFICATION_EVENTS, VERIFICATION_PHOTO_COUNT, type VerificationEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import {
  draftAttempt,
  evolveVerification,
  initialVerificationState,
  isVerified,
  MAX_VERIFICATION_UPLOADS_PER_DAY,
  pendingAttempt,
  type VerificationState,
} from './state';

export interface StoredPhoto {
  fileKey: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * One photo into the draft. `attemptId` is the draft's id (the handler read it from the state, to seal the file
 * with that attempt's key before deciding), or a fresh one when there is no draft yet.
 */
export interface UploadVerificationPhoto {
  type: 'UploadVerificationPhoto';
  accountId: string;
  attemptId: string;
  photo: StoredPhoto;
  now: string;
}
export interface DiscardVerificationDraft {
  type: 'DiscardVerificationDraft';
  accountId: string;
  now: string;
}
export interface SubmitVerification {
  type: 'SubmitVerification';
  accountId: string;
  now: string;
}
/** A moderator opens a photo: allowed only while the attempt waits for a decision (after it the files are gone). */
export interface ViewVerificationPhoto {
  type: 'ViewVerificationPhoto';
  accountId: string;
  attemptId: string;
  photoIndex: number;
  viewerId: string;
  now: string;
}
/** The moderator's approval (the design's `VerifyAccount`). */
export interface VerifyAccount {
  type: 'VerifyAccount';
  accountId: string;
  attemptId: string;
  now: string;
}
export interface RejectVerification {
  type: 'RejectVerification';
  accountId: string;
  attemptId: string;
  reasonCode: string | null;
  reason: string;
  /** When a new attempt becomes possible (now + the configured wait). */
  retryAfter: string;
  now: string;
}
export interface RevokeVerification {
  type: 'RevokeVerification';
  accountId: string;
  reason: string;
  now: string;
}
/** Records that a decided (or discarded) attempt's files and key are gone; the handler deletes them first. */
export interface RecordPhotosDeleted {
  type: 'RecordPhotosDeleted';
  accountId: string;
  attemptId: string;
  now: string;
}

export type VerificationCommand =
  | UploadVerificationPhoto
  | DiscardVerificationDraft
  | SubmitVerification
  | ViewVerificationPhoto
  | VerifyAccount
  | RejectVerification
  | RevokeVerification
  | RecordPhotosDeleted;

const error = (
  kind: ConstructorParameters<typeof DomainError>[0],
  key:
    | 'tooManyPhotos'
    | 'needsTwoPhotos'
    | 'alreadyPending'
    | 'alreadyVerified'
    | 'tooSoon'
    | 'noDraft'
    | 'verificationNotFound'
    | 'notPending'
    | 'notVerified'
    | 'photoNotFound'
    | 'attemptChanged'
    | 'tooManyUploads',
) =>
  class extends DomainError {
    override readonly name = `Verification_${key}`;
    constructor(detail: string = key) {
      super(kind, `verification:${key}`, detail);
    }
  };

export class TooManyPhotosError extends error('invalid', 'tooManyPhotos') {}
export class NeedsTwoPhotosError extends error('invalid', 'needsTwoPhotos') {}
export class AlreadyPendingError extends error('conflict', 'alreadyPending') {}
export class AlreadyVerifiedError extends error('conflict', 'alreadyVerified') {}
export class TooSoonError extends error('conflict', 'tooSoon') {}
export class NoDraftError extends error('not_found', 'noDraft') {}
export class VerificationNotFoundError extends error('not_found', 'verificationNotFound') {}
export class NotPendingError extends error('conflict', 'notPending') {}
export class NotVerifiedError extends error('conflict', 'notVerified') {}
export class PhotoNotFoundError extends error('not_found', 'photoNotFound') {}
export class AttemptChangedError extends error('conflict', 'attemptChanged') {}
/** The HTTP layer answers it 429 with Retry-After. */
export class TooManyUploadsError extends error('conflict', 'tooManyUploads') {
  retryAfter = '';
}

/** Why no photo may be uploaded now, or undefined (the status page and the upload route share it). */
export function uploadProblem(state: VerificationState, now: string): DomainError | undefined {
  if (isVerified(state)) return new AlreadyVerifiedError();
  if (pendingAttempt(state)) return new AlreadyPendingError();
  const draft = draftAttempt(state);
  if (draft && draft.photos.length >= VERIFICATION_PHOTO_COUNT) return new TooManyPhotosError();
  if (!draft && state.outcome?.kind === 'rejected' && now < state.outcome.retryAfter)
    return new TooSoonError(`a new attempt from ${state.outcome.retryAfter}`);
  const dayAgo = new Date(Date.parse(now) - 86_400_000).toISOString();
  const recent = state.uploadTimes.filter((at) => at > dayAgo);
  if (recent.length >= MAX_VERIFICATION_UPLOADS_PER_DAY) {
    const tooMany = new TooManyUploadsError(`${recent.length} uploads in 24 hours`);
    tooMany.retryAfter = new Date(Date.parse(recent[0]!) + 86_400_000).toISOString();
    return tooMany;
  }
  return undefined;
}

function decidedAttempt(state: VerificationState, attemptId: string) {
  const attempt = state.attempts.get(attemptId);
  if (!attempt || attempt.status === 'draft') throw new VerificationNotFoundError();
  if (attempt.status !== 'pending') throw new NotPendingError();
  return attempt;
}

export function decideVerification(command: VerificationCommand, state: VerificationState): VerificationEvent[] {
  const { accountId, now } = command;
  switch (command.type) {
    case 'UploadVerificationPhoto': {
      const problem = uploadProblem(state, now);
      if (problem) throw problem;
      const draft = draftAttempt(state);
      if (draft ? draft.attemptId !== command.attemptId : state.attempts.has(command.attemptId)) throw new AttemptChangedError();
      const { photo } = command;
      return [
        {
          type: 'VerificationPhotoUploaded',
          data: { accountId, attemptId: command.attemptId, photoIndex: draft?.photos.length ?? 0, ...photo, uploadedAt: now },
        },
      ];
    }
    case 'DiscardVerificationDraft': {
      const draft = draftAttempt(state);
      if (!draft) throw new NoDraftError();
      return [{ type: 'VerificationDraftDiscarded', data: { accountId, attemptId: draft.attemptId, discardedAt: now } }];
    }
    case 'SubmitVerification': {
      if (pendingAttempt(state)) throw new AlreadyPendingError();
      const draft = draftAttempt(state);
      if (!draft) throw new NoDraftError();
      if (draft.photos.length !== VERIFICATION_PHOTO_COUNT) throw new NeedsTwoPhotosError();
      return [
        {
          type: 'VerificationSubmitted',
          data: { accountId, attemptId: draft.attemptId, photoCount: VERIFICATION_PHOTO_COUNT, submittedAt: now },
        },
      ];
    }
    case 'ViewVerificationPhoto': {
      const attempt = state.attempts.get(command.attemptId);
      if (
        !attempt ||
        attempt.status !== 'pending' ||
        attempt.photosDeleted ||
        !attempt.photos.some((p) => p.photoIndex === command.photoIndex)
      )
        throw new PhotoNotFoundError();
      return [
        {
          type: 'VerificationPhotoViewed',
          data: { accountId, attemptId: attempt.attemptId, photoIndex: command.photoIndex, viewedBy: command.viewerId, viewedAt: now },
        },
      ];
    }
    case 'VerifyAccount': {
      const attempt = decidedAttempt(state, command.attemptId);
      return [{ type: 'AccountVerified', data: { accountId, attemptId: attempt.attemptId, verifiedAt: now } }];
    }
    case 'RejectVerification': {
      const attempt = decidedAttempt(state, command.attemptId);
      return [
        {
          type: 'VerificationRejected',
          data: {
            accountId,
            attemptId: attempt.attemptId,
            reasonCode: command.reasonCode,
            reason: command.reason,
            rejectedAt: now,
            retryAfter: command.retryAfter,
          },
        },
      ];
    }
    case 'RevokeVerification':
      if (!isVerified(state)) throw new NotVerifiedError();
      return [{ type: 'AccountVerificationRevoked', data: { accountId, reason: command.reason, revokedAt: now } }];
    case 'RecordPhotosDeleted': {
      const attempt = state.attempts.get(command.attemptId);
      // Idempotent: deleting what is gone (or still in use) records nothing.
      if (!attempt || attempt.photosDeleted || attempt.status === 'draft' || attempt.status === 'pending') return [];
      return [{ type: 'VerificationPhotosDeleted', data: { accountId, attemptId: attempt.attemptId, deletedAt: now } }];
    }
  }
}

export const verificationDecider: Decider<VerificationCommand, VerificationEvent, VerificationState> = {
  events: VERIFICATION_EVENTS,
  initialState: initialVerificationState,
  evolve: evolveVerification,
  decide: decideVerification,
};
