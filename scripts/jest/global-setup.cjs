// One folder of prepared database dumps per test run (eventstore/src/testing/test-database.ts): the
// workers inherit the variable, and a dump never outlives the migrations it was made from.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async () => {
  process.env.ANONSE_TEST_TEMPLATE_DIR = mkdtempSync(path.join(tmpdir(), 'anonse-test-templates-'));
};
