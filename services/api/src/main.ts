import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigError, loadConfig, type AppConfig } from './platform/config/config';
import { createApp } from './create-app';
import { AdjustableClock, systemClock } from './platform/clock/clock';
import { openInfrastructure, assertSharedDatabase, type Infrastructure } from './platform/infra/infrastructure';
import { createLogger } from './platform/infra/logger';
import cluster from 'node:cluster';
import { httpWorkerIndex, runHttpCluster } from './platform/cluster/http-cluster';
import { describeStartupError, runProjectionsWorker, startProjectionsWorker } from './projections-main';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { seedFirstArticles } from './contexts/content';
import { installGracefulShutdown } from './platform/lifecycle/graceful-shutdown';
import { HttpDrain, httpDrainBudget } from './platform/lifecycle/http-drain';
import type { Logger } from 'pino';

/**
 * Composition root (docs/architecture.md § Run modes). PROCESS_ROLE=all (default): API + web + projections in one process;
 * api: HTTP only (projections run elsewhere); projections: the worker alone.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (config.processRole === 'projections') return runProjectionsWorker(config);
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    assertSharedDatabase(config, 'several HTTP processes (WEB_CONCURRENCY)');
    return runHttpCluster(config, createLogger(config), config.processRole === 'all' ? () => startProjectionsWorker(config) : undefined);
  }
  if (config.processRole === 'api') assertSharedDatabase(config, 'the API without projections (PROCESS_ROLE=api)');
  const logger = createLogger(config);
  const started = Date.now();
  let infra: Infrastructure | undefined;
  let app: NestFastifyApplication | undefined;
  // Work this process starts besides requests (the first pages, the demo data): a shutdown lets it finish first.
  let startupWork: Promise<unknown> = Promise.resolve();
  let booting: Promise<unknown> = Promise.resolve();
  const shutdown = installGracefulShutdown(logger, config.shutdownTimeoutMs, () => [
    // A signal during the start waits for it: what it opened is then closed in order, nothing after.
    { name: 'start', run: () => booting.catch(() => undefined) },
    {
      name: 'http',
      run: async () => {
        if (!app) return;
        // The rest (start-up work, workers, a projector batch, the pools) keeps a share of the deadline.
        const { cut } = await app.get(HttpDrain).drain([app.getHttpServer()], httpDrainBudget(config.shutdownTimeoutMs));
        if (cut) logger.warn({ requests: cut }, 'shutdown: requests still running at the HTTP deadline were cut');
      },
    },
    { name: 'startup work', run: () => startupWork.catch(() => undefined) },
    // Workers and sockets (closed with a reconnect hint), then the server itself.
    { name: 'app', run: async () => app && (await app.close()) },
    // Projector batches in flight finish, then the event store and the database close.
    { name: 'projections and database', run: async () => infra && (await infra.close()) },
  ]);
  booting = (async () => {
    infra = await openInfrastructure({ config, logger, runProjections: config.processRole === 'all' });
    app = await createApp({ ...infra, clock: config.devClock ? new AdjustableClock() : systemClock });
    await app.listen({ port: config.port, host: config.host });
  })();
  await booting;
  logger.info(
    { port: config.port, mode: describeMode(config, infra!), role: config.processRole, startupMs: Date.now() - started },
    `anonse listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
  // Seeding after listen keeps the cold start to the first page short; the demo ads appear within seconds, and
  // the demo administrator's password is the last thing printed, where a newcomer sees it.
  if (httpWorkerIndex() === 0 && !shutdown.stopping) {
    startupWork = seedStartupData(config, app!, infra!, logger);
    await startupWork;
  }
}

/**
 * The static pages' first versions go in once, whatever the data, and before the demo seed (which takes a while):
 * the demo still counts the store as empty when these were all it held.
 */
async function seedStartupData(config: AppConfig, app: NestFastifyApplication, infra: Infrastructure, logger: Logger): Promise<void> {
  const storeWasEmpty = (await infra.eventStore.headPosition()) === -1;
  const seeded = await seedFirstArticles(app);
  if (seeded.length) logger.info({ articles: seeded.length }, 'first versions of the static pages written');
  if (config.seedDemo) await seedDemoIfEmpty(app, infra.eventStore, logger, { storeWasEmpty });
}

export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const describeMode = (config: AppConfig, infra: Infrastructure) =>
  `${config.embedded ? `embedded (PGlite in ${config.dataDir})` : 'postgres'}, event store ${config.eventStoreUrl ? 'KurrentDB' : 'postgres'}, search ${config.meiliUrl ? 'meilisearch' : 'postgres'}${infra.runner ? ', projections in-process' : ''}`;

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${describeStartupError(error)}\n`);
    process.exit(1);
  });
}
