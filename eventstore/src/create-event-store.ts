import type { EventStore } from './event-store';
import { KeyVault } from './personal-data/key-vault';
import { SealingEventStore, type PersonalDataPolicy } from './personal-data/sealing-event-store';
import { PostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store';
import type { SqlClient } from './sql-client';
import { underMigrationLock } from './migration-lock';
import { createPgClient } from './sql-client-pg';

export interface CreateEventStoreOptions {
  /** `esdb://…` or `kurrentdb://…` (and their `+discover` forms) selects EventStoreDB; unset means Postgres. */
  eventStoreUrl?: string;
  /** The database of the Postgres adapter (the same one as the read models in embedded and local modes). */
  sql: SqlClient;
  postgres?: PostgresEventStoreOptions;
  /**
   * Seal these events' personal fields (crypto-shredding); the keys live in `sql`. Every process of the
   * product passes the same policy, so no reader ever sees ciphertext and no writer ever stores plain text.
   */
  personalData?: PersonalDataPolicy;
  /**
   * `postgres://…` of a separate database for the personal-data keys (KEY_VAULT_URL); unset keeps them in `sql`.
   * Every process must point at the same vault: a reader without the keys sees every person as erased.
   */
  keyVaultUrl?: string;
  /** Connect and query timeout of the key vault's pool (ms): a vault that does not answer must not hang reads. */
  keyVaultTimeoutMs?: number;
}

const KURRENT_URL = /^(esdb|kurrentdb|kurrent|kdb)(\+discover)?:\/\//i;

export function isKurrentUrl(url: string): boolean {
  return KURRENT_URL.test(url);
}

/**
 * Chooses the adapter (docs/architecture.md § Run modes) and makes it ready: the Postgres store is migrated here, so
 * every process that opens the store can rely on its schema.
 */
export async function createEventStore(options: CreateEventStoreOptions): Promise<EventStore> {
  const store = await createAdapter(options);
  if (!options.personalData) return store;
  const vaultUrl = options.keyVaultUrl?.trim();
  const vault = vaultUrl
    ? new KeyVault(
        createPgClient(vaultUrl, {
          applicationName: 'anonse-key-vault',
          max: 4,
          connectionTimeoutMs: options.keyVaultTimeoutMs,
          queryTimeoutMs: options.keyVaultTimeoutMs,
        }),
        true,
      )
    : new KeyVault(options.sql);
  try {
    await vault.migrate();
    await assertSameVaultPlacement(options.sql, !!vaultUrl);
  } catch (error) {
    await vault.close().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw error;
  }
  return new SealingEventStore(store, vault, options.personalData);
}

async function createAdapter(options: CreateEventStoreOptions): Promise<EventStore> {
  const url = options.eventStoreUrl?.trim();
  if (url) {
    if (!isKurrentUrl(url)) {
      throw new Error(`EVENT_STORE_URL must start with esdb:// or kurrentdb:// (got "${url.split('://')[0]}://…")`);
    }
    // Loaded only here: the client is ~27 MiB resident that the embedded and Postgres modes never use.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { KurrentEventStore } = require('./kurrent-event-store') as typeof import('./kurrent-event-store');
    return new KurrentEventStore(url);
  }
  const store = new PostgresEventStore(options.sql, options.postgres);
  await store.migrate();
  return store;
}

/**
 * A process that opened the log without the separate vault would read every person as erased, and its projectors
 * would delete their rows. The database remembers where its vault lives and refuses a process that disagrees.
 */
async function assertSameVaultPlacement(sql: SqlClient, separate: boolean): Promise<void> {
  const rows = await underMigrationLock(sql, async (tx) => {
    await tx.query('CREATE TABLE IF NOT EXISTS personal_data_vault (id int PRIMARY KEY CHECK (id = 1), separate boolean NOT NULL)');
    await tx.query('INSERT INTO personal_data_vault (id, separate) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [separate]);
    return (await tx.query<{ separate: boolean }>('SELECT separate FROM personal_data_vault WHERE id = 1')).rows;
  });
  if (rows[0]?.separate !== separate)
    throw new Error(
      separate
        ? 'KEY_VAULT_URL is set, but this database keeps its personal-data keys itself: unset KEY_VAULT_URL (moving keys is a manual migration)'
        : 'KEY_VAULT_URL is not set, but this database keeps its personal-data keys in a separate key vault: set KEY_VAULT_URL as for the other processes',
    );
}
