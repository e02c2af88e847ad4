/**
 * zod compiles object parsers with `new Function` unless told not to, and the console's CSP allows no eval: it
 * would log a violation on the first parse (the contracts' schemas run in the browser too). Imported first by
 * main.tsx, before zod's own module reads its global configuration.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
