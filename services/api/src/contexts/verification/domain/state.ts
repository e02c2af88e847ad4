import { assertNever } from '@anonse/contracts';
import type { VerificationEvent } from '@anonse/contracts';

export interface VerificationPhotoRef {
  photoIndex: number;
  fileKey: string;
  contentType: string;
}

export type AttemptStatus = 'draft' | 'pending' | 'approved' | 'rejected' | 'discarded';

export interface Attempt {
  attemptId: string;
  status: AttemptStatus;
  photos: VerificationPhotoRef[];
  /** True once the files are gone and the attempt's key erased. */
  photosDeleted: boolean;
}

/** What the owner last heard of: the badge, a rejection (with its wait), or a revocation. */
export type Outcome =
  | { kind: 'verified'; attemptId: string; at: string }
  | { kind: 'rejected'; attemptId: string; at: string; reasonCode: string | null; reason: string; retryAfter: string }
  | { kind: 'revoked'; at: string; reason: string };

/** One account's verification: every attempt (few: one a day at most after a rejection) and the latest outcome. */
export interface VerificationState {
  attempts: ReadonlyMap<string, Attempt>;
  /** The attempt in draft or waiting for a decision, if any. */
  current: string | null;
  outcome: Outcome | null;
  /** The outcome's submission time of the current attempt (pending) or draft start. */
  currentSince: string | null;
  /** When the latest photos were uploaded (the newest few: enough for the daily limit). */
  uploadTimes: readonly string[];
}

export const initialVerificationState = (): VerificationState => ({
  attempts: new Map(),
  current: null,
  outcome: null,
  currentSince: null,
  uploadTimes: [],
});

/** Uploads one account may make in 24 hours (each is decoded and re-encoded: a loop of discarded drafts costs CPU). */
export const MAX_VERIFICATION_UPLOADS_PER_DAY = 12;

const withAttempt = (state: VerificationState, attempt: Attempt): ReadonlyMap<string, Attempt> =>
  new Map(state.attempts).set(attempt.attemptId, attempt);

export function evolveVerification(state: VerificationState, event: VerificationEvent): VerificationState {
  const d = event.data;
  const attempt = 'attemptId' in d ? state.attempts.get(d.attemptId) : undefined;
  switch (event.type) {
    case 'VerificationPhotoUploaded': {
      const base: Attempt = attempt ?? { attemptId: event.data.attemptId, status: 'draft', photos: [], photosDeleted: false };
      const photo = { photoIndex: event.data.photoIndex, fileKey: event.data.fileKey, contentType: event.data.contentType };
      return {
        ...state,
        attempts: withAttempt(state, { ...base, photos: [...base.photos.filter((p) => p.photoIndex !== photo.photoIndex), photo] }),
        current: event.data.attemptId,
        currentSince: attempt ? state.currentSince : event.data.uploadedAt,
        uploadTimes: [...state.uploadTimes, event.data.uploadedAt].slice(-MAX_VERIFICATION_UPLOADS_PER_DAY),
      };
    }
    case 'VerificationDraftDiscarded':
      if (!attempt) return state;
      return { ...state, attempts: withAttempt(state, { ...attempt, status: 'discarded' }), current: null, currentSince: null };
    case 'VerificationSubmitted':
      if (!attempt) return state;
      return {
        ...state,
        attempts: withAttempt(state, { ...attempt, status: 'pending' }),
        current: attempt.attemptId,
        currentSince: event.data.submittedAt,
      };
    case 'AccountVerified':
      return {
        ...state,
        attempts: attempt ? withAttempt(state, { ...attempt, status: 'approved' }) : state.attempts,
        current: state.current === event.data.attemptId ? null : state.current,
        currentSince: state.current === event.data.attemptId ? null : state.currentSince,
        outcome: { kind: 'verified', attemptId: event.data.attemptId, at: event.data.verifiedAt },
      };
    case 'VerificationRejected':
      return {
        ...state,
        attempts: attempt ? withAttempt(state, { ...attempt, status: 'rejected' }) : state.attempts,
        current: state.current === event.data.attemptId ? null : state.current,
        currentSince: state.current === event.data.attemptId ? null : state.currentSince,
        outcome: {
          kind: 'rejected',
          attemptId: event.data.attemptId,
          at: event.data.rejectedAt,
          reasonCode: event.data.reasonCode,
          reason: event.data.reason,
          retryAfter: event.data.retryAfter,
        },
      };
    case 'AccountVerificationRevoked':
      return { ...state, outcome: { kind: 'revoked', at: event.data.revokedAt, reason: event.data.reason } };
    case 'VerificationPhotosDeleted':
      if (!attempt) return state;
      return { ...state, attempts: withAttempt(state, { ...attempt, photosDeleted: true }) };
    case 'VerificationPhotoViewed':
      return state;
    default:
      return assertNever(event);
  }
}

/** The attempt waiting for a decision, if any. */
export const pendingAttempt = (state: VerificationState): Attempt | undefined => {
  const current = state.current ? state.attempts.get(state.current) : undefined;
  return current?.status === 'pending' ? current : undefined;
};

/** The draft being filled, if any. */
export const draftAttempt = (state: VerificationState): Attempt | undefined => {
  const current = state.current ? state.attempts.get(state.current) : undefined;
  return current?.status === 'draft' ? current : undefined;
};

export const isVerified = (state: VerificationState): boolean => state.outcome?.kind === 'verified';

/** Decided or discarded attempts whose files and key are still there (the purge's to-do list). */
export const attemptsToPurge = (state: VerificationState): Attempt[] =>
  [...state.attempts.values()].filter(
    (a) => !a.photosDeleted && (a.status === 'approved' || a.status === 'rejected' || a.status === 'discarded'),
  );
