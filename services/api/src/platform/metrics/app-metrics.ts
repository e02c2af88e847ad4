import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { withDeadline, type SqlClient } from '@anonse/eventstore';
import { mailOutboxDepth, mediaJobsQueued, openAccountErasureCount } from '@anonse/projections';
import cluster from 'node:cluster';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config/config';
import { ProjectionStatusService, type ProjectionStatus } from '../health/projection-status';
import { InFlight } from '../in-flight';
import { HttpDrain } from '../lifecycle/http-drain';
import { RealtimeServer } from '../realtime/realtime.server';
import { APP_CONFIG, SQL } from '../tokens';
import { clusterMetricsText, joinClusterMetrics } from './cluster-metrics';

/** Request latency buckets, in seconds: a cached page is a few ms, a search tens, an upload or an export seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Backlog {
  outbox: { waiting: number; failed: number };
  media: number;
  erasures: number;
}

/**
 * The Prometheus metrics (docs/architecture.md "Operating it"). Per process (`registry`, summed over the HTTP workers
 * of a node, cluster-metrics.ts): requests per route family (rate and latency), requests in flight, live sockets and
 * Node's own (memory, event-loop delay, GC). Of the whole system (`state`), read at each scrape within the database
 * timeout: the log's head, each projector's position, lag and parked events, the mail outbox and the job queues.
 * Registries per app, so that apps in one test process do not count each other.
 */
@Injectable()
export class AppMetrics implements OnApplicationShutdown {
  readonly registry = new Registry();
  private readonly state = new Registry();
  private readonly inFlight = new InFlight();
  private readonly requests: Counter<'family' | 'method' | 'status'>;
  private readonly latency: Histogram<'family' | 'method'>;
  private readonly shedCount: Counter<'family'>;
  private queue: { readonly waiting: number; readonly lagMs: number } | null = null;
  private readonly databaseUp: Gauge;
  private readonly head: Gauge;
  private readonly position: Gauge<'projector'>;
  private readonly lag: Gauge<'projector'>;
  private readonly parked: Gauge<'projector'>;
  private readonly outbox: Gauge<'state'>;
  private readonly jobs: Gauge<'queue'>;

  constructor(
    private readonly status: ProjectionStatusService,
    realtime: RealtimeServer,
    drain: HttpDrain,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const registers = [this.registry];
    const system = [this.state];
    collectDefaultMetrics({ register: this.registry });
    if (cluster.isWorker) joinClusterMetrics(this.registry);
    this.requests = new Counter({
      name: 'anonse_http_requests_total',
      help: 'Answered requests by route family, method and status class.',
      labelNames: ['family', 'method', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'anonse_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route family and method.',
      labelNames: ['family', 'method'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.shedCount = new Counter({
      name: 'anonse_http_requests_shed_total',
      help: 'Anonymous reads answered 503 (Retry-After) because the process had more than it could serve.',
      labelNames: ['family'],
      registers,
    });
    const metrics = this;
    new Gauge({
      name: 'anonse_http_requests_waiting',
      help: 'Requests waiting for a turn (MAX_CONCURRENT_REQUESTS in service at once).',
      registers,
      collect() {
        this.set(metrics.queue?.waiting ?? 0);
      },
    });
    new Gauge({
      name: 'anonse_event_loop_lag_seconds',
      help: 'How late the event loop runs, as the load shedder sees it (SHED_LAG_MS): how long a new request waits to be read.',
      registers,
      collect() {
        this.set((metrics.queue?.lagMs ?? 0) / 1000);
      },
    });
    new Gauge({
      name: 'anonse_http_requests_in_flight',
      help: 'Requests this process is answering now.',
      registers,
      collect() {
        this.set(drain.inFlightCount);
      },
    });
    new Gauge({
      name: 'anonse_live_sockets',
      help: 'Live-channel sockets open on this process.',
      registers,
      collect() {
        this.set(realtime.localSocketCount());
      },
    });
    this.databaseUp = new Gauge({
      name: 'anonse_database_up',
      help: 'Whether the database answered this scrape (1) or not (0).',
      registers: system,
    });
    this.head = new Gauge({
      name: 'anonse_event_store_head_position',
      help: 'Global position of the last event in the log (-1: empty).',
      registers: system,
    });
    this.position = new Gauge({
      name: 'anonse_projection_position',
      help: 'Last global position the projector applied or parked.',
      labelNames: ['projector'],
      registers: system,
    });
    this.lag = new Gauge({
      name: 'anonse_projection_lag_events',
      help: 'Events of the log the projector has not reached yet.',
      labelNames: ['projector'],
      registers: system,
    });
    this.parked = new Gauge({
      name: 'anonse_projection_parked_events',
      help: 'Events the projector could not apply, with the later events of their streams waiting behind them.',
      labelNames: ['projector'],
      registers: system,
    });
    this.outbox = new Gauge({
      name: 'anonse_mail_outbox_messages',
      help: 'E-mails in the outbox: waiting to be sent or retried, or given up on (failed).',
      labelNames: ['state'],
      registers: system,
    });
    this.jobs = new Gauge({
      name: 'anonse_job_queue_depth',
      help: 'Background jobs waiting or running: photo processing and deletion (media), erasures of deleted accounts.',
      labelNames: ['queue'],
      registers: system,
    });
  }

  /** The queue of the load shedder, whose length /metrics shows. */
  watchQueue(queue: { readonly waiting: number; readonly lagMs: number } | null): void {
    this.queue = queue;
  }

  /** One anonymous read refused for overload. */
  shed(family: string): void {
    this.shedCount.inc({ family });
  }

  /** One answered request (the onResponse hook, http-metrics.ts). */
  observe(family: string, method: string, statusCode: number, seconds: number): void {
    this.requests.inc({ family, method, status: `${Math.floor(statusCode / 100)}xx` });
    this.latency.observe({ family, method }, seconds);
  }

  /** The text a scrape gets. What the database says is read now; without an answer `anonse_database_up` is 0. */
  async render(): Promise<string> {
    const ms = this.config.databaseTimeoutMs;
    const [status, backlog] = await Promise.all([
      this.status.read().catch(() => null),
      withDeadline(this.inFlight.track(this.backlog()), ms, () => new Error('backlog: no answer')).catch(() => null),
    ]);
    this.databaseUp.set(status && backlog ? 1 : 0);
    this.showProjections(status);
    this.outbox.reset();
    this.jobs.reset();
    if (backlog) {
      this.outbox.set({ state: 'waiting' }, backlog.outbox.waiting);
      this.outbox.set({ state: 'failed' }, backlog.outbox.failed);
      this.jobs.set({ queue: 'media' }, backlog.media);
      this.jobs.set({ queue: 'account-erasure' }, backlog.erasures);
    }
    // A worker answers for its node: the primary sums what each worker counted.
    const perProcess = cluster.isWorker ? await clusterMetricsText() : await this.registry.metrics();
    return `${perProcess.trimEnd()}\n${await this.state.metrics()}`;
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  onApplicationShutdown(): Promise<void> {
    return this.inFlight.settled();
  }

  private showProjections(status: ProjectionStatus | null): void {
    this.head.reset();
    this.position.reset();
    this.lag.reset();
    this.parked.reset();
    if (!status) return;
    this.head.set(status.head);
    for (const [projector, p] of Object.entries(status.projectors)) {
      this.position.set({ projector }, p.position);
      this.lag.set({ projector }, p.lag);
      this.parked.set({ projector }, p.parked);
    }
  }

  private async backlog(): Promise<Backlog> {
    const [outbox, media, erasures] = await Promise.all([
      mailOutboxDepth(this.sql),
      mediaJobsQueued(this.sql),
      openAccountErasureCount(this.sql),
    ]);
    return { outbox, media, erasures };
  }
}
