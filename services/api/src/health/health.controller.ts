import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { EventStore, SqlClient } from '@anonse/eventstore';
import type { ReadSide } from '../infra/read-side';
import { EVENT_STORE, PROJECTIONS, READ_SIDE, SQL, type ProjectionsHandle } from '../infra/tokens';

/** Events the read side may trail the log by and still take traffic. */
export const MAX_READY_LAG = 500;

@Controller()
export class HealthController {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_SIDE) private readonly readSide: ReadSide,
    @Inject(PROJECTIONS) private readonly projections: ProjectionsHandle | null,
  ) {}

  /** Liveness: the process answers. */
  @Get('healthz')
  healthz() {
    return { status: 'ok' };
  }

  /** Readiness: the database answers and the projections are no further behind the log than MAX_READY_LAG. */
  @Get('readyz')
  async readyz(@Res({ passthrough: true }) reply: FastifyReply) {
    try {
      await this.sql.query('SELECT 1');
      const head = await this.store.headPosition();
      const positions = this.projections ? this.projections.positions() : await this.readSide.checkpoints();
      const values = Object.values(positions);
      const applied = values.length ? Math.min(...values) : -1;
      const lag = Math.max(0, head - applied);
      const ready = lag <= MAX_READY_LAG;
      void reply.status(ready ? 200 : 503).header('Cache-Control', 'no-store');
      return { status: ready ? 'ready' : 'catching-up', head, lag, projections: positions };
    } catch {
      void reply.status(503).header('Cache-Control', 'no-store');
      return { status: 'database-unavailable' };
    }
  }
}
