import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { prometheusText, PROMETHEUS_CONTENT_TYPE, type Gauge } from './prometheus-text';
import { ProjectionStatusService, type ProjectionStatus } from './projection-status';
import { Operation } from '../openapi/operation';
import { HttpDrain } from '../lifecycle/http-drain';

/** Events the read side may trail the log by and still take traffic. */
export const MAX_READY_LAG = 500;

const processStartSeconds = Math.round(Date.now() / 1000 - process.uptime());

@Controller()
export class HealthController {
  constructor(
    private readonly status: ProjectionStatusService,
    private readonly drain: HttpDrain,
  ) {}

  /** Liveness: the process answers. */
  @Get('healthz')
  @Operation({ tag: 'ops', summary: 'Liveness', responses: { 200: { description: 'Up' } } })
  healthz() {
    return { status: 'ok' };
  }

  /**
   * Readiness: 503 when the database does not answer (within its timeout) or the projections trail the log
   * by more than MAX_READY_LAG; `degraded` (still 200: everything else is served) when a projector parked
   * events it could not apply.
   */
  @Get('readyz')
  @Operation({
    tag: 'ops',
    summary: 'Readiness (database, projection lag, parked events)',
    responses: {
      200: { description: 'Ready, or degraded when events are parked' },
      503: { description: 'Not ready: database unreachable, projections catching up, or shutting down' },
    },
  })
  async readyz(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    // Shutting down (SIGTERM): a balancer stops sending new requests here while those in flight finish.
    if (this.drain.isDraining) {
      void reply.status(503);
      return { status: 'stopping' };
    }
    let status: ProjectionStatus;
    try {
      status = await this.status.read();
    } catch {
      void reply.status(503);
      return { status: 'database-unavailable' };
    }
    const { head, projectors } = status;
    const lag = Math.max(0, ...Object.values(projectors).map((p) => p.lag));
    const positions = Object.fromEntries(Object.entries(projectors).map(([name, p]) => [name, p.position]));
    const parked = Object.fromEntries(
      Object.entries(projectors)
        .filter(([, p]) => p.parked > 0)
        .map(([name, p]) => [name, p.parked]),
    );
    if (lag > MAX_READY_LAG) {
      void reply.status(503);
      return { status: 'catching-up', head, lag, projections: positions, parked };
    }
    void reply.status(200);
    return { status: Object.keys(parked).length ? 'degraded' : 'ready', head, lag, projections: positions, parked };
  }

  /** Prometheus metrics: projections, the log's head and the process; `anonse_database_up 0` while it is down. */
  @Get('metrics')
  @Operation({
    tag: 'ops',
    summary: 'Prometheus metrics (projection positions, lag, parked events, database up)',
    responses: { 200: { description: 'text/plain; version=0.0.4' } },
  })
  async metrics(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const status = await this.status.read().catch(() => null);
    const projectors = Object.entries(status?.projectors ?? {});
    const per = (pick: (p: ProjectionStatus['projectors'][string]) => number) =>
      projectors.map(([projector, p]) => ({ labels: { projector }, value: pick(p) }));
    const memory = process.memoryUsage();
    const gauges: Gauge[] = [
      {
        name: 'anonse_database_up',
        help: 'Whether the database answered this scrape (1) or not (0).',
        samples: [{ value: status ? 1 : 0 }],
      },
      ...(status
        ? [
            {
              name: 'anonse_event_store_head_position',
              help: 'Global position of the last event in the log (-1: empty).',
              samples: [{ value: status.head }],
            },
            {
              name: 'anonse_projection_position',
              help: 'Last global position the projector applied or parked.',
              samples: per((p) => p.position),
            },
            {
              name: 'anonse_projection_lag_events',
              help: 'Events of the log the projector has not reached yet.',
              samples: per((p) => p.lag),
            },
            {
              name: 'anonse_projection_parked_events',
              help: 'Events the projector could not apply, with the later events of their streams waiting behind them.',
              samples: per((p) => p.parked),
            },
          ]
        : []),
      { name: 'process_resident_memory_bytes', help: 'Resident memory size in bytes.', samples: [{ value: memory.rss }] },
      { name: 'nodejs_heap_size_used_bytes', help: 'V8 heap in use, in bytes.', samples: [{ value: memory.heapUsed }] },
      {
        name: 'process_start_time_seconds',
        help: 'Start time of the process since the Unix epoch, in seconds.',
        samples: [{ value: processStartSeconds }],
      },
    ];
    void reply.header('Content-Type', PROMETHEUS_CONTENT_TYPE).header('Cache-Control', 'no-store');
    return prometheusText(gauges);
  }
}
