/** CSS Modules in unit tests: every class name maps to itself, so a component renders its markup without a bundler. */
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
