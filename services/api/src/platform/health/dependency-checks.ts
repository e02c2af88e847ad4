import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { withDeadline, type EventStore, type SqlClient } from '@anonse/eventstore';
import type { SearchIndex } from '@anonse/projections';
import type { AppConfig } from '../config/config';
import { InFlight } from '../in-flight';
import { RateLimiterFactory } from '../infra/rate-limit.module';
import type { Logger } from 'pino';
import { APP_CONFIG, EVENT_STORE, LOGGER, SEARCH_INDEX, SQL } from '../tokens';

export interface DependencyCheck {
  status: 'up' | 'down';
  /** A required dependency down makes the process unready (503); an optional one only degrades it. */
  required: boolean;
  /** How long it took to answer, or to give up. */
  ms: number;
  /** Why it is down: no answer within DATABASE_TIMEOUT_MS, or an error (its text is logged, not shown). */
  reason?: 'timeout' | 'error';
}

class CheckTimeout extends Error {}

/**
 * Asks each dependency a cheap question at once, each bounded by the database timeout: the event store (its head),
 * the read database (`SELECT 1`), the search index (a read) and, when REDIS_URL is set, Redis (PING). Redis is
 * optional: while it is away every node limits logins on its own and its sockets still reach their own browsers,
 * so taking every node out of the balancer for it would turn a degraded site into no site.
 */
@Injectable()
export class DependencyChecks implements OnApplicationShutdown {
  /** A check answers at its deadline, but its query runs on until the dependency answers or times out. */
  private readonly inFlight = new InFlight();
  private readonly lastWarning = new Map<string, number>();

  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SEARCH_INDEX) private readonly search: SearchIndex,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimits: RateLimiterFactory,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async run(): Promise<Record<string, DependencyCheck>> {
    const redis = this.rateLimits.pingRedis();
    const probes: [string, boolean, () => Promise<unknown>][] = [
      ['event-store', true, () => this.store.headPosition()],
      ['read-db', true, () => this.sql.query('SELECT 1')],
      ['search', true, () => this.search.ping()],
      ...(redis ? [['redis', false, () => redis] as [string, boolean, () => Promise<unknown>]] : []),
    ];
    const results = await Promise.all(
      probes.map(async ([name, required, probe]) => [name, await this.check(name, required, probe)] as const),
    );
    return Object.fromEntries(results);
  }

  onApplicationShutdown(): Promise<void> {
    return this.inFlight.settled();
  }

  private async check(name: string, required: boolean, probe: () => Promise<unknown>): Promise<DependencyCheck> {
    const started = Date.now();
    const ms = this.config.databaseTimeoutMs;
    try {
      await withDeadline(this.inFlight.track(Promise.resolve().then(probe)), ms, () => new CheckTimeout());
      return { status: 'up', required, ms: Date.now() - started };
    } catch (error) {
      const reason = error instanceof CheckTimeout ? 'timeout' : 'error';
      this.warn(name, reason, error);
      return { status: 'down', required, ms: Date.now() - started, reason };
    }
  }

  /** Probes come every few seconds: one line per dependency and half minute says it is down. */
  private warn(name: string, reason: string, error: unknown): void {
    const now = Date.now();
    if (now - (this.lastWarning.get(name) ?? -Infinity) < 30_000) return;
    this.lastWarning.set(name, now);
    this.logger.warn(
      { component: 'readyz', dependency: name, reason, err: reason === 'error' ? error : undefined },
      `readiness: ${name} is down`,
    );
  }
}
