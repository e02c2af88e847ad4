import type { ProjectorStats, RetryParkedResult } from '@anonse/projections';
import type { ProjectionsHandle } from '../tokens';

/** What the API may ask of projections that run in this process (the runner), beyond read-your-writes. */
export interface LocalProjections extends ProjectionsHandle {
  readonly projectorNames: string[];
  stats(): Record<string, ProjectorStats>;
  retryParked(projector: string, streamId?: string): Promise<RetryParkedResult>;
  /** Forgets what the projector projected and replays it from position 0 in the background. */
  rebuild(projector: string): Promise<void>;
}

/** The in-process runner when it offers parking, else null (PROCESS_ROLE=api, or a bare handle in a test). */
export function localProjections(handle: ProjectionsHandle | null): LocalProjections | null {
  if (!handle) return null;
  const candidate = handle as Partial<LocalProjections>;
  return typeof candidate.stats === 'function' &&
    typeof candidate.retryParked === 'function' &&
    typeof candidate.rebuild === 'function' &&
    Array.isArray(candidate.projectorNames)
    ? (handle as LocalProjections)
    : null;
}
