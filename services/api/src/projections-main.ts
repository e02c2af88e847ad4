import 'reflect-metadata';
import { ConfigError, loadConfig, type AppConfig } from './platform/config/config';
import { assertSharedDatabase, openInfrastructure } from './platform/infra/infrastructure';
import { createLogger } from './platform/infra/logger';
import { systemClock } from './platform/clock/clock';
import { MailSender } from './contexts/mail';
import { openMediaStorage } from './contexts/media';
import { VideoWorker } from './contexts/videos';
import { installGracefulShutdown } from './platform/lifecycle/graceful-shutdown';

/**
 * What a failed start prints: one line for what an operator can fix (configuration, an unreachable database,
 * which names its variable and hides the password), the stack for anything else.
 */
export function describeStartupError(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  if (error instanceof Error && error.name === 'DatabaseUnreachableError') return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * The projections, the mail sender and the video worker, running until `stop`: the projections worker process, or a
 * cluster's primary (transcoding stays off the processes that serve requests).
 */
export async function startProjectionsWorker(config: AppConfig): Promise<{ stop(): Promise<void> }> {
  assertSharedDatabase(config, 'the projections worker');
  const logger = createLogger(config);
  const infra = await openInfrastructure({ config, logger, runProjections: true, applicationName: 'anonse-projections' });
  // The workers' process sends the outbox the mail reactor fills (API-only nodes never do).
  const mail = new MailSender({ sql: infra.sql, clock: systemClock, config, keyedHash: infra.keyedHash, logger });
  mail.start();
  const videos = new VideoWorker(
    { sql: infra.sql, store: infra.eventStore, storage: openMediaStorage(config), config, clock: systemClock, logger },
    true,
  );
  videos.onApplicationBootstrap();
  logger.info({ projectors: infra.runner?.projectorNames }, 'projections worker running');
  return {
    stop: async () => {
      await Promise.all([mail.stop(), videos.onApplicationShutdown()]);
      await infra.close();
    },
  };
}

/** The projections worker alone (`npm run start:projections`): needs DATABASE_URL, serves no HTTP. */
export async function runProjectionsWorker(config: AppConfig): Promise<void> {
  const worker = await startProjectionsWorker(config);
  const logger = createLogger(config);
  // The batch in flight finishes (the runner stops between batches), and so do the mail round and the clip in hand.
  installGracefulShutdown(logger, config.shutdownTimeoutMs, () => [{ name: 'projections, mail and videos', run: () => worker.stop() }]);
}

if (require.main === module) {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  runProjectionsWorker(config).catch((error: unknown) => {
    process.stderr.write(`${describeStartupError(error)}\n`);
    process.exit(1);
  });
}
