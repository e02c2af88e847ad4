// One folder of prepared database dumps per test run (eventstore/src/testing/test-database.ts): the
// workers inherit the variable, and a dump never outlives the migrations it was made from. On a Postgres server
// the folder's name also names the run's template databases; those of runs that ended without a teardown go first.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { dropTestDatabases } = require('./test-databases.cjs');

module.exports = async () => {
  process.env.ANONSE_TEST_TEMPLATE_DIR = mkdtempSync(path.join(tmpdir(), 'anonse-test-templates-'));
  await dropTestDatabases();
};
