import type { Logger } from 'pino';
import { PERSONAL_DATA_POLICY } from '@anonse/contracts';
import { createEventStore, openSqlClient, type EventStore, type SqlClient } from '@anonse/eventstore';
import {
  createProjectors,
  MeilisearchSearchIndex,
  migrateReadModels,
  PostgresSearchIndex,
  ProjectionRunner,
  type SearchIndex,
} from '@anonse/projections';
import { ConfigError, type AppConfig } from '../config/config';
import { migrateApiStore } from './api-store.migration';
import { KeyedHash, loadSecretKey } from './secret-key';
import type { AppDeps } from '../tokens';

export interface Infrastructure extends AppDeps {
  runner: ProjectionRunner | null;
  /** Stops projections, then closes the event store and the database (in that order). */
  close(): Promise<void>;
}

/** Embedded PGlite under DATA_DIR/pgdata, or a pg pool on DATABASE_URL. */
export const openDatabase = (config: AppConfig, applicationName: string): Promise<SqlClient> =>
  openSqlClient({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, applicationName, timeoutMs: config.databaseTimeoutMs });

/**
 * Everything below the HTTP layer (docs/architecture.md § Run modes): event store (Postgres or KurrentDB), migrated read
 * models and API tables, search index (Postgres or Meilisearch) and — when `runProjections` — the in-process
 * projection runner. `sql` may be given (tests); then closing leaves it open.
 */
export async function openInfrastructure(options: {
  config: AppConfig;
  logger: Logger;
  runProjections: boolean;
  sql?: SqlClient;
  eventStore?: EventStore;
  /** How its connections show in Postgres (pg_stat_activity): the projections worker's are told apart from the API's. */
  applicationName?: string;
}): Promise<Infrastructure> {
  const { config, logger } = options;
  const ownsSql = !options.sql;
  const sql = options.sql ?? (await openDatabase(config, options.applicationName ?? 'anonse-api'));
  try {
    const eventStore = options.eventStore ?? (await openEventStore(config, sql));
    await migrateReadModels(sql);
    await migrateApiStore(sql);
    const meili = config.meiliUrl
      ? await MeilisearchSearchIndex.connect({ url: config.meiliUrl, apiKey: config.meiliMasterKey })
      : undefined;
    const searchIndex: SearchIndex = meili ?? new PostgresSearchIndex(sql);
    const projectors = createProjectors({ externalSearchIndex: meili });
    const runner = options.runProjections
      ? new ProjectionRunner({
          sql,
          eventStore,
          projectors,
          logger: {
            info: (message, extra) => logger.info({ component: 'projections', ...extra }, message),
            error: (message, extra) => logger.error({ component: 'projections', ...extra }, message),
            debug: (message, extra) => logger.debug({ component: 'projections', ...extra }, message),
          },
        })
      : null;
    await runner?.start();
    return {
      config,
      logger,
      keyedHash: new KeyedHash(loadSecretKey(config)),
      sql,
      eventStore,
      searchIndex,
      runner,
      projections: runner,
      projectorNames: projectors.map((p) => p.name),
      async close() {
        await runner?.stop().catch((e: unknown) => logger.error({ err: e }, 'stopping projections failed'));
        if (!options.eventStore) await eventStore.close().catch((e: unknown) => logger.error({ err: e }, 'closing the event store failed'));
        if (ownsSql) await sql.close().catch((e: unknown) => logger.error({ err: e }, 'closing the database failed'));
      },
    };
  } catch (error) {
    if (ownsSql) await sql.close().catch(() => undefined);
    throw error;
  }
}

/**
 * The event store every part of the process uses: personal data is sealed on its way into the log and
 * unsealed on the way out (crypto-shredding, docs/architecture.md § People, data and safety); the keys live in the SQL database, or in the
 * separate KEY_VAULT_URL database.
 */
export const openEventStore = (
  config: Pick<AppConfig, 'eventStoreUrl' | 'keyVaultUrl' | 'databaseTimeoutMs'>,
  sql: SqlClient,
): Promise<EventStore> =>
  createEventStore({
    eventStoreUrl: config.eventStoreUrl,
    sql,
    personalData: PERSONAL_DATA_POLICY,
    keyVaultUrl: config.keyVaultUrl,
    keyVaultTimeoutMs: config.databaseTimeoutMs,
  });

/** The projections worker alone needs a server database: PGlite lives inside one process. */
export function assertSharedDatabase(config: AppConfig, role: string): void {
  if (!config.databaseUrl)
    throw new ConfigError(
      `Invalid configuration:\n  DATABASE_URL: required to run ${role} as a separate process — the embedded database (PGlite) cannot be shared between processes; use \`npm start\` for the single-process mode`,
    );
}
