import { Injectable } from '@nestjs/common';
import type { ProjectionRebuildDto } from '@anonse/contracts';

interface Rebuild {
  startedAt: string;
  startedBy: string;
  target: number;
  finishedAt: string | null;
}

/**
 * Rebuilds this process started, kept in memory: the runner replays in the background, and progress is where its
 * lane stands against the head the log had when the rebuild began. A restart forgets them (the checkpoints remain).
 */
@Injectable()
export class RebuildTracker {
  private readonly rebuilds = new Map<string, Rebuild>();

  start(name: string, target: number, startedBy: string, now: Date): void {
    this.rebuilds.set(name, { startedAt: now.toISOString(), startedBy, target, finishedAt: null });
  }

  /** Null when this process never rebuilt `name`. */
  progress(name: string, position: number, now: Date): ProjectionRebuildDto | null {
    const r = this.rebuilds.get(name);
    if (!r) return null;
    if (!r.finishedAt && position >= r.target) r.finishedAt = now.toISOString();
    const progress = r.finishedAt ? 1 : r.target < 0 ? 1 : Math.max(0, Math.min(1, (position + 1) / (r.target + 1)));
    return {
      state: r.finishedAt ? 'done' : 'running',
      startedAt: r.startedAt,
      finishedAt: r.finishedAt,
      startedBy: r.startedBy,
      target: r.target,
      position,
      progress,
    };
  }

  running(name: string, position: number): boolean {
    const r = this.rebuilds.get(name);
    return !!r && !r.finishedAt && position < r.target;
  }
}
