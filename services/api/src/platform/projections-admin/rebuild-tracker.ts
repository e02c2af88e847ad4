import { Inject, Injectable } from '@nestjs/common';
import type { ProjectionRebuildDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { SQL } from '../tokens';

interface RebuildRow {
  started_at: Date | string;
  started_by: string;
  target: number | string;
  finished_at: Date | string | null;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The last rebuild of each projector started from the console, kept in `projection_rebuilds` (one row a projector):
 * the runner replays in the background, and progress is where its lane stands against the head the log had when the
 * rebuild began. Stored rather than held in memory so a restart of the API still shows it (and, once the lane has
 * passed its target, when it finished).
 */
@Injectable()
export class RebuildTracker {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  async start(name: string, target: number, startedBy: string, now: Date): Promise<void> {
    await this.sql.query(
      `INSERT INTO projection_rebuilds (name, started_at, started_by, target, finished_at) VALUES ($1, $2, $3, $4, NULL)
       ON CONFLICT (name) DO UPDATE SET started_at = EXCLUDED.started_at, started_by = EXCLUDED.started_by, target = EXCLUDED.target,
         finished_at = NULL`,
      [name, now.toISOString(), startedBy, target],
    );
  }

  /** Null when `name` was never rebuilt from the console. */
  async progress(name: string, position: number, now: Date): Promise<ProjectionRebuildDto | null> {
    const r = (await this.all()).get(name);
    return r ? this.progressOf(name, r, position, now) : null;
  }

  /** The progress of every projector in `positions` (one query for the projections page). */
  async progressAll(positions: Readonly<Record<string, number>>, now: Date): Promise<Map<string, ProjectionRebuildDto>> {
    const out = new Map<string, ProjectionRebuildDto>();
    for (const [name, r] of await this.all()) if (name in positions) out.set(name, await this.progressOf(name, r, positions[name]!, now));
    return out;
  }

  async running(name: string, position: number): Promise<boolean> {
    const r = (await this.all()).get(name);
    return !!r && r.finished_at === null && position < Number(r.target);
  }

  private async all(): Promise<Map<string, RebuildRow>> {
    const { rows } = await this.sql.query<RebuildRow & { name: string }>(
      'SELECT name, started_at, started_by, target, finished_at FROM projection_rebuilds',
    );
    return new Map(rows.map((r) => [r.name, r]));
  }

  private async progressOf(name: string, r: RebuildRow, position: number, now: Date): Promise<ProjectionRebuildDto> {
    const target = Number(r.target);
    let finishedAt = r.finished_at === null ? null : iso(r.finished_at);
    if (!finishedAt && position >= target) {
      // The first reader to see the lane past its target records when; a second one keeps the first one's moment.
      finishedAt = now.toISOString();
      const { rows } = await this.sql.query<{ finished_at: Date | string }>(
        `UPDATE projection_rebuilds SET finished_at = coalesce(finished_at, $2) WHERE name = $1 RETURNING finished_at`,
        [name, finishedAt],
      );
      if (rows[0]) finishedAt = iso(rows[0].finished_at);
    }
    const progress = finishedAt ? 1 : target < 0 ? 1 : Math.max(0, Math.min(1, (position + 1) / (target + 1)));
    return {
      state: finishedAt ? 'done' : 'running',
      startedAt: iso(r.started_at),
      finishedAt,
      startedBy: r.started_by,
      target,
      position,
      progress,
    };
  }
}
