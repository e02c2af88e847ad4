const { rmSync } = require('node:fs');

module.exports = async () => {
  const dir = process.env.ANONSE_TEST_TEMPLATE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
};
