import type { Extension } from '@electric-sql/pglite';

// PGlite's package maps its contrib types only to the ESM build; the CommonJS build has the same API.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { unaccent } = require('@electric-sql/pglite/contrib/unaccent') as { unaccent: Extension };

/** The Postgres extensions the read side uses; the embedded database is created with them loaded. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
