import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { withDeadline, type EventStore, type SqlClient } from '@anonse/eventstore';
import type { AppConfig } from '../config/config';
import { parkedStatsByProjector, readCheckpoints } from '@anonse/projections';
import { APP_CONFIG, EVENT_STORE, PROJECTIONS, PROJECTOR_NAMES, SQL, type ProjectionsHandle } from '../tokens';
import { localProjections } from '../projections-admin/local-projections';
import { InFlight } from '../in-flight';

export interface ProjectorStatus {
  position: number;
  /** Events of the log this projector has not reached yet. */
  lag: number;
  parked: number;
}

export interface ProjectionStatus {
  head: number;
  projectors: Record<string, ProjectorStatus>;
}

/** The database (or the event store) did not answer within `config.databaseTimeoutMs`. */
export class StatusTimeoutError extends Error {
  override readonly name = 'StatusTimeoutError';
}

/**
 * Where the projections stand, for /readyz and /metrics: from the runner's memory when it runs in this process,
 * else from the checkpoints and parked events in the database (the worker runs elsewhere). Bounded by the
 * database timeout, so a probe never hangs on a database that stopped answering.
 */
@Injectable()
export class ProjectionStatusService implements OnApplicationShutdown {
  /** A probe answers at its deadline, but its queries run on until the database answers or times out. */
  private readonly inFlight = new InFlight();

  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTOR_NAMES) private readonly projectorNames: readonly string[],
    @Inject(PROJECTIONS) private readonly projections: ProjectionsHandle | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  read(): Promise<ProjectionStatus> {
    const ms = this.config.databaseTimeoutMs;
    return withDeadline(
      this.inFlight.track(this.gather()),
      ms,
      () => new StatusTimeoutError(`no answer from the database within ${ms} ms`),
    );
  }

  onApplicationShutdown(): Promise<void> {
    return this.inFlight.settled();
  }

  private async gather(): Promise<ProjectionStatus> {
    await this.sql.query('SELECT 1');
    const head = await this.store.headPosition();
    const local = localProjections(this.projections);
    let positions: Record<string, number>;
    let parked: Record<string, number>;
    if (local) {
      const stats = local.stats();
      positions = Object.fromEntries(Object.entries(stats).map(([name, s]) => [name, s.position]));
      parked = Object.fromEntries(Object.entries(stats).map(([name, s]) => [name, s.parked]));
    } else {
      positions = this.projections ? this.projections.positions() : await readCheckpoints(this.sql, this.projectorNames);
      const stats = await parkedStatsByProjector(this.sql);
      parked = Object.fromEntries(this.projectorNames.map((n) => [n, stats[n]?.parked ?? 0]));
    }
    const projectors = Object.fromEntries(
      Object.entries(positions).map(([name, position]) => [
        name,
        { position, lag: Math.max(0, head - position), parked: parked[name] ?? 0 },
      ]),
    );
    return { head, projectors };
  }
}
