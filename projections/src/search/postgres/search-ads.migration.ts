import { RANGE_KEYS } from '@anonse/contracts';
import type { ReadModelMigration } from '../../migrations/migrate-read-models';

/**
 * `search_ads`: one row per visible ad with typed columns. Arrays (languages, services) get GIN indexes,
 * text gets an unaccented `tsvector` (GIN) and a trigram index on the unaccented title and on the phone
 * digits ("contains"). `open_hours` is a 24-bit set (see working-hours.ts). Range columns stay NULL when
 * the ad lacks the value, so only an active range hides such an ad.
 */
export const searchAdsMigrations: readonly ReadModelMigration[] = [
  {
    id: 'search/001-extensions',
    // Already present on a shared server schema (created in `public`); created on a fresh database / PGlite.
    up: () => ['CREATE EXTENSION IF NOT EXISTS pg_trgm', 'CREATE EXTENSION IF NOT EXISTS unaccent'],
  },
  {
    id: 'search/002-search-ads',
    up: (k) => [
      k.schema.createTable('search_ads', (t) => {
        t.text('id').primary();
        t.integer('revision').notNullable();
        t.text('title').notNullable();
        t.text('excerpt').notNullable();
        t.text('category').notNullable();
        t.text('province').notNullable();
        t.text('city').notNullable();
        t.text('district');
        t.boolean('verified').notNullable().defaultTo(false);
        t.boolean('promoted').notNullable().defaultTo(false);
        t.timestamp('approved_at', { useTz: true });
        t.timestamp('ranked_at', { useTz: true }).notNullable();
        t.specificType('languages', 'text[]').notNullable();
        t.specificType('services', 'text[]').notNullable();
        t.smallint('outcalls').notNullable();
        t.text('phone_digits').notNullable();
        t.smallint('hours_from').notNullable();
        t.smallint('hours_to').notNullable();
        t.integer('open_hours').notNullable();
        for (const key of RANGE_KEYS) t.integer(key);
        t.text('title_norm').notNullable();
        t.specificType('search_text', 'tsvector').notNullable();
      }),
      'CREATE INDEX search_ads_rank_idx ON search_ads (promoted DESC, verified DESC, ranked_at DESC, id)',
      'CREATE INDEX search_ads_city_idx ON search_ads (city, category)',
      'CREATE INDEX search_ads_province_idx ON search_ads (province, category)',
      'CREATE INDEX search_ads_category_idx ON search_ads (category)',
      'CREATE INDEX search_ads_languages_idx ON search_ads USING gin (languages)',
      'CREATE INDEX search_ads_services_idx ON search_ads USING gin (services)',
      'CREATE INDEX search_ads_text_idx ON search_ads USING gin (search_text)',
      'CREATE INDEX search_ads_title_trgm_idx ON search_ads USING gin (title_norm gin_trgm_ops)',
      'CREATE INDEX search_ads_phone_trgm_idx ON search_ads USING gin (phone_digits gin_trgm_ops)',
    ],
  },
  {
    // The owner of each document, so a deleted account's documents all go (AccountDeleted's list of ads can miss
    // one). Existing rows take it from `ads` (migrated before `search`); a document whose ad is gone there is stale.
    id: 'search/003-owner',
    up: () => [
      'ALTER TABLE search_ads ADD COLUMN owner_id text',
      'UPDATE search_ads s SET owner_id = a.owner_id FROM ads a WHERE a.id = s.id',
      'DELETE FROM search_ads WHERE owner_id IS NULL',
      'ALTER TABLE search_ads ALTER COLUMN owner_id SET NOT NULL',
      'CREATE INDEX search_ads_owner_idx ON search_ads (owner_id)',
    ],
  },
  {
    // The revision is now the `ads` row's version, a log position (ad-standing.ts): wider than int in the long run.
    id: 'search/004-version',
    up: () => ['ALTER TABLE search_ads ALTER COLUMN revision TYPE bigint'],
  },
  {
    // The premium block reads only promoted rows (about 1 % of them), in id order: a small partial index that also
    // carries the place and category, so a list page's block is an index-only scan (no heap, no bitmap of all ads).
    id: 'search/005-premium',
    up: () => ['CREATE INDEX search_ads_promoted_idx ON search_ads (id COLLATE "C") INCLUDE (province, city, district, category) WHERE promoted'],
  },
];
