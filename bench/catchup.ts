/**
 * Catch-up throughput of the ads read model + Postgres search index (budget: ≥ 5,000 events/s on local Postgres).
 *   npx tsx bench/catchup.ts [--events 100000] [--batch 1000] [--via-store] [--sealed]
 * Writes ~N ad events (AdCreated + AdApproved/AdRejected per ad, interleaved) into the Postgres event store of a
 * fresh schema of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), then times the runner's
 * catch-up. By default the log is filled with multi-row INSERTs into the store's `events`/`streams` tables (one
 * append per event costs a WAL flush each, minutes for 100k on a busy 2-core box, and is not what is measured
 * here); `--via-store` appends through `appendToStream` instead. `--sealed` appends and projects through the
 * personal-data sealing store, as the product does (so the catch-up pays for unsealing every ad).
 */
// bench is an ES module; the workspace sources are CommonJS, whose named exports ESM cannot see through `export *`.
import contracts from '../contracts/src/index';
import eventstore from '../eventstore/src/index';
import projections from '../projections/src/index';

const { createTestDatabase, KeyVault, PostgresEventStore, SealingEventStore } = eventstore;
const { PERSONAL_DATA_POLICY } = contracts;
const {
  appendFakeEvents,
  createAccountsProjector,
  createAdsProjector,
  createPostgresSearchProjector,
  fakeAdHistory,
  migrateReadModels,
  ProjectionRunner,
} = projections;

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

const events = arg('events', 100_000);
const batchSize = arg('batch', 1000);
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

const db = await createTestDatabase({ poolSize: 12 });

/** Fills the log directly, as the store would have: positions by identity, revisions counted per stream. */
async function insertEvents(list: { streamId: string; id: string; type: string; data: unknown; metadata: unknown }[]): Promise<number> {
  const revisions = new Map<string, number>();
  const rows = list.map((e) => {
    const revision = (revisions.get(e.streamId) ?? -1) + 1;
    revisions.set(e.streamId, revision);
    return { stream_id: e.streamId, stream_revision: revision, event_id: e.id, type: e.type, data: e.data, metadata: e.metadata };
  });
  for (let i = 0; i < rows.length; i += 5000)
    await db.client.query(
      `INSERT INTO events (stream_id, stream_revision, event_id, type, data, metadata)
       SELECT stream_id, stream_revision, event_id, type, data, metadata
       FROM jsonb_to_recordset($1::jsonb) AS r(stream_id text, stream_revision bigint, event_id uuid, type text, data jsonb, metadata jsonb)`,
      [JSON.stringify(rows.slice(i, i + 5000))],
    );
  await db.client.query(`INSERT INTO streams (stream_id, revision) SELECT key, value::bigint FROM jsonb_each_text($1::jsonb)`, [
    JSON.stringify(Object.fromEntries(revisions)),
  ]);
  return store.headPosition();
}
const store = new PostgresEventStore(db.client);
const sealed = process.argv.includes('--sealed');
try {
  await store.migrate();
  const vault = new KeyVault(db.client);
  await vault.migrate();
  const productStore = sealed ? new SealingEventStore(store, vault, PERSONAL_DATA_POLICY) : store;
  await migrateReadModels(db.client);
  const history = fakeAdHistory({ seed: 2025, ads: Math.round(events / 2), owners: 1, approvedShare: 0.9, rejectedShare: 0.1 });
  const adEvents = history.events.filter((e) => e.type !== 'AccountRegistered');
  let t = performance.now();
  // Sealing happens on append, so a sealed log can only be written through the store.
  const head =
    sealed || process.argv.includes('--via-store') ? await appendFakeEvents(productStore, adEvents, 10) : await insertEvents(adEvents);
  const appendSeconds = (performance.now() - t) / 1000;
  console.log(
    `appended ${adEvents.length} events in ${appendSeconds.toFixed(1)} s (${Math.round(adEvents.length / appendSeconds)} events/s)`,
  );

  const runner = new ProjectionRunner({
    sql: db.client,
    eventStore: productStore,
    // Search hides a blocked owner's ads, so it follows the accounts projection.
    projectors: [createAdsProjector(), createAccountsProjector(), createPostgresSearchProjector()],
    batchSize,
  });
  t = performance.now();
  await runner.start();
  const reached = await runner.waitForPosition(head, { timeoutMs: 600_000 });
  const seconds = (performance.now() - t) / 1000;
  await runner.stop();
  const counts = await db.client.query<{ ads: number; search: number }>(
    'SELECT (SELECT count(*)::int FROM ads) AS ads, (SELECT count(*)::int FROM search_ads) AS search',
  );
  console.log(
    `catch-up of ads + search: ${adEvents.length} events in ${seconds.toFixed(2)} s = ${Math.round(adEvents.length / seconds)} events/s ` +
      `(batch ${batchSize}${sealed ? ', sealed' : ''}, reached=${reached}, rows: ads ${counts.rows[0]?.ads}, search_ads ${counts.rows[0]?.search})`,
  );
} finally {
  await store.close();
  await db.close();
}
