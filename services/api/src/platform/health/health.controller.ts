import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ProjectionStatusService } from './projection-status';
import { DependencyChecks } from './dependency-checks';
import { Operation } from '../openapi/operation';
import { HttpDrain } from '../lifecycle/http-drain';

/** Events the read side may trail the log by and still take traffic. */
export const MAX_READY_LAG = 500;

@Controller()
export class HealthController {
  constructor(
    private readonly status: ProjectionStatusService,
    private readonly checks: DependencyChecks,
    private readonly drain: HttpDrain,
  ) {}

  /** Liveness: the process answers. */
  @Get('healthz')
  @Operation({ tag: 'ops', summary: 'Liveness', responses: { 200: { description: 'Up' } } })
  healthz() {
    return { status: 'ok' };
  }

  /**
   * Readiness, each dependency in `checks` (dependency-checks.ts): 503 `unavailable` when a required one does not
   * answer within the database timeout, 503 `catching-up` when the projections trail the log by more than
   * MAX_READY_LAG, 503 `stopping` once a shutdown began; `degraded` (still 200: everything else is served) when a
   * projector parked events it could not apply or an optional dependency (Redis) is down.
   */
  @Get('readyz')
  @Operation({
    tag: 'ops',
    summary: 'Readiness: each dependency (event store, read database, search, Redis), projection lag, parked events',
    responses: {
      200: { description: 'Ready, or degraded when events are parked or an optional dependency is down' },
      503: { description: 'Not ready: a required dependency down, projections catching up, or shutting down' },
    },
  })
  async readyz(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    // Shutting down (SIGTERM): a balancer stops sending new requests here while those in flight finish.
    if (this.drain.isDraining) {
      void reply.status(503);
      return { status: 'stopping' };
    }
    const [checks, status] = await Promise.all([this.checks.run(), this.status.read().catch(() => null)]);
    const down = Object.values(checks).filter((c) => c.status === 'down');
    if (!status || down.some((c) => c.required)) {
      void reply.status(503);
      return { status: 'unavailable', checks };
    }
    const { head, projectors } = status;
    const lag = Math.max(0, ...Object.values(projectors).map((p) => p.lag));
    const positions = Object.fromEntries(Object.entries(projectors).map(([name, p]) => [name, p.position]));
    const parked = Object.fromEntries(
      Object.entries(projectors)
        .filter(([, p]) => p.parked > 0)
        .map(([name, p]) => [name, p.parked]),
    );
    const body = { checks, head, lag, projections: positions, parked };
    if (lag > MAX_READY_LAG) {
      void reply.status(503);
      return { status: 'catching-up', ...body };
    }
    void reply.status(200);
    return { status: Object.keys(parked).length || down.length ? 'degraded' : 'ready', ...body };
  }
}
