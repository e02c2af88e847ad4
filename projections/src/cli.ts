import { PERSONAL_DATA_POLICY } from '@anonse/contracts';
import { createEventStore, openSqlClient } from '@anonse/eventstore';
import { createProjectors, migrateReadModels } from './read-models';
import { ProjectionRunner } from './runner/projection-runner';
import { MeilisearchSearchIndex } from './search';

/**
 * `npm run projections -- rebuild <name|all>`: truncates the projector's tables, resets its checkpoint and replays
 * the whole log, then exits. Same database selection as the app: DATABASE_URL, else PGlite in
 * `${DATA_DIR:-./data}/pgdata`; EVENT_STORE_URL selects EventStoreDB; MEILI_URL the Meilisearch index; KEY_VAULT_URL
 * the separate key vault.
 * Stop the app first in embedded mode: PGlite's data directory has one owner at a time.
 */
const PROJECTOR_NAMES = createProjectors().map((p) => p.name);
const USAGE = `usage: projections rebuild <${[...PROJECTOR_NAMES, 'all'].join('|')}>`;

async function main(argv: string[]): Promise<number> {
  const [command, name] = argv;
  if (command !== 'rebuild' || !name) {
    console.error(USAGE);
    return 2;
  }
  if (![...PROJECTOR_NAMES, 'all'].includes(name)) {
    console.error(`unknown projector "${name}". ${USAGE}`);
    return 2;
  }
  const sql = await openSqlClient({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR?.trim() || './data',
    applicationName: 'anonse-projections-cli',
    poolSize: 4,
  });
  try {
    // The same sealing policy as the app: projectors must read personal data unsealed (or as erased).
    const eventStore = await createEventStore({
      sql,
      eventStoreUrl: process.env.EVENT_STORE_URL,
      personalData: PERSONAL_DATA_POLICY,
      // The app's key vault: without its keys every person would read as erased and the rebuild would drop them.
      keyVaultUrl: process.env.KEY_VAULT_URL,
    });
    await migrateReadModels(sql);
    const meiliUrl = process.env.MEILI_URL?.trim();
    const externalSearchIndex = meiliUrl
      ? await MeilisearchSearchIndex.connect({ url: meiliUrl, apiKey: process.env.MEILI_MASTER_KEY })
      : undefined;
    const runner = new ProjectionRunner({ sql, eventStore, projectors: createProjectors({ externalSearchIndex }) });
    if (name !== 'all' && !runner.projectorNames.includes(name)) {
      console.error(`unknown projector "${name}". ${USAGE}`);
      return 2;
    }
    const started = Date.now();
    await runner.rebuild(name);
    await runner.start();
    const head = await eventStore.headPosition();
    const projectors = name === 'all' ? undefined : [name];
    await runner.waitForPosition(head, { timeoutMs: Number.POSITIVE_INFINITY, projectors });
    await runner.stop();
    await eventStore.close();
    console.info(`rebuilt ${name} up to position ${head} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await sql.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
