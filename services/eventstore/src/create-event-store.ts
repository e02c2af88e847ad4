import type { EventStore } from './event-store';
import { KurrentEventStore } from './kurrent-event-store';
import { KeyVault } from './personal-data/key-vault';
import { SealingEventStore, type PersonalDataPolicy } from './personal-data/sealing-event-store';
import { PostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store';
import type { SqlClient } from './sql-client';

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
}

const KURRENT_URL = /^(esdb|kurrentdb|kurrent|kdb)(\+discover)?:\/\//i;

export function isKurrentUrl(url: string): boolean {
  return KURRENT_URL.test(url);
}

/**
 * Chooses the adapter (ARCHITECTURE.md § 2) and makes it ready: the Postgres store is migrated here, so
 * every process that opens the store can rely on its schema.
 */
export async function createEventStore(options: CreateEventStoreOptions): Promise<EventStore> {
  const store = await createAdapter(options);
  if (!options.personalData) return store;
  const vault = new KeyVault(options.sql);
  await vault.migrate();
  return new SealingEventStore(store, vault, options.personalData);
}

async function createAdapter(options: CreateEventStoreOptions): Promise<EventStore> {
  const url = options.eventStoreUrl?.trim();
  if (url) {
    if (!isKurrentUrl(url)) {
      throw new Error(`EVENT_STORE_URL must start with esdb:// or kurrentdb:// (got "${url.split('://')[0]}://…")`);
    }
    return new KurrentEventStore(url);
  }
  const store = new PostgresEventStore(options.sql, options.postgres);
  await store.migrate();
  return store;
}
