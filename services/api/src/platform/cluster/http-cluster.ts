import cluster, { type Worker } from 'node:cluster';
import { setupPrimary } from '@socket.io/cluster-adapter';
import type { Logger } from 'pino';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/config';
import { serveClusterMetrics } from '../metrics/cluster-metrics';

/** Which HTTP worker this process is (0 in a single process): only the first seeds the demo data. */
export const httpWorkerIndex = (): number => Number(process.env.ANONSE_HTTP_WORKER ?? 0);

/**
 * Issue 11: more than one process where cores allow. The primary forks `WEB_CONCURRENCY` HTTP workers that share
 * the port (node:cluster hands each connection to one of them) and each run the API and SSR without projections
 * (PROCESS_ROLE=api); with PROCESS_ROLE=all the primary runs the projections itself (`background`). Without Redis
 * the primary also keeps what the workers must share: socket.io's cluster adapter (rooms, who is online) and the
 * login and registration rate limits (RateLimiterClusterMaster), so N workers never allow N times the guesses.
 * A worker that dies is replaced, after a pause that doubles while they keep dying.
 */
export async function runHttpCluster(
  config: AppConfig,
  logger: Logger,
  background?: () => Promise<{ stop(): Promise<void> }>,
): Promise<void> {
  serveClusterMetrics();
  if (!config.redisUrl) {
    setupPrimary();
    new RateLimiterClusterMaster();
  }
  let stopping = false;
  let pause = 1_000;
  const fork = (index: number): Worker => {
    const startedAt = Date.now();
    const worker = cluster.fork({ PROCESS_ROLE: 'api', ANONSE_HTTP_WORKER: String(index) });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      logger.error({ worker: index, code, signal }, 'an HTTP worker stopped: starting another');
      pause = Date.now() - startedAt > 60_000 ? 1_000 : Math.min(pause * 2, 30_000);
      setTimeout(() => !stopping && workers.set(index, fork(index)), pause).unref();
    });
    return worker;
  };
  const workers = new Map<number, Worker>();
  for (let i = 0; i < config.webConcurrency; i++) workers.set(i, fork(i));
  logger.info({ workers: config.webConcurrency, role: config.processRole }, `serving HTTP from ${config.webConcurrency} processes`);
  const side = background ? await background() : undefined;

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down the HTTP workers');
    // Each worker drains within the timeout on its own; the primary gives them that, and a little to exit.
    setTimeout(() => {
      logger.error({ timeoutMs: config.shutdownTimeoutMs }, 'HTTP workers did not stop in time: stopping at once');
      process.exit(1);
    }, config.shutdownTimeoutMs + 2_000).unref();
    const exits = [...workers.values()]
      .filter((w) => !w.isDead())
      .map(
        (w) =>
          new Promise<void>((resolve) => {
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      );
    Promise.all(exits)
      .then(() => side?.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
