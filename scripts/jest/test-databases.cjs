// The databases a test run makes on the DATABASE_URL server (eventstore/src/testing/test-database.ts):
// `anonse_tpl_<run>_<key>`, migrated templates, and `anonse_t_<run>_<random>`, one per test database, where <run> is
// the suffix of the run's dumps folder (`anonse-test-templates-<run>`, lowercased).
const { readdirSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const PATTERN = /^anonse_(?:tpl|t)_([a-z0-9]+)_/;

/** Drops the run's databases (`run` given), or those of every run whose folder is gone (a run that ended without its teardown). */
async function dropTestDatabases(run) {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const live = new Set(
      readdirSync(tmpdir())
        .map((name) => /^anonse-test-templates-(\w+)$/.exec(name)?.[1]?.toLowerCase())
        .filter(Boolean),
    );
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'anonse\\_%'");
    for (const { datname } of rows) {
      const owner = PATTERN.exec(datname)?.[1];
      if (!owner || (run ? owner !== run : live.has(owner))) continue;
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

const runOf = (dir) => (dir ? /anonse-test-templates-(\w+)$/.exec(path.basename(dir))?.[1]?.toLowerCase() : undefined);

module.exports = { dropTestDatabases, runOf };
