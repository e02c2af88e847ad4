const { rmSync } = require('node:fs');
const { dropTestDatabases, runOf } = require('./test-databases.cjs');

module.exports = async () => {
  const dir = process.env.ANONSE_TEST_TEMPLATE_DIR;
  const run = runOf(dir);
  if (run) await dropTestDatabases(run);
  if (dir) rmSync(dir, { recursive: true, force: true });
};
