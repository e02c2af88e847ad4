import { RANGE_KEYS } from '@anonse/contracts';
import type { ReadModelMigration } from '#projections/migrations/migrate-read-models';

/**
 * `search_ads`: one row per visible ad with typed columns. Arrays (languages, services) get GIN indexes,
 * text gets an unaccented `tsvector` (GIN) and a trigram index on the unaccented title and on the phone
 * digits ("contains"). `open_hours` is a 24-bit set (see working-hours.ts). Range columns stay NULL when
 * the ad lacks the value, so only an active range hides such an ad.
 */
/**
 * What the rows of `table` add to the counts, each signed `d`: every row's places (the country, its province, its
 * city and its district) × every row's categories (all, its category, each of its services).
 */
const contributionsOf = (table: string, d: string, tours: boolean) => `
  SELECT p.scope, p.place, p.parent, c.cat, ${d} AS d
  FROM ${table} AS r
  CROSS JOIN LATERAL (VALUES ('all', '', ''), ('province', r.province, ''), ('city', r.city, r.province),
                             ('district', r.city || '/' || r.district, r.city)${
                               tours
                                 ? `,
                             ('province', CASE WHEN r.tour_province <> r.province THEN r.tour_province END, ''),
                             ('city', CASE WHEN r.tour_city <> r.city THEN r.tour_city END, r.tour_province)`
                                 : ''
                             }) AS p(scope, place, parent)
  CROSS JOIN LATERAL (SELECT '' UNION ALL SELECT 't:' || r.category UNION ALL SELECT 's:' || s FROM unnest(r.services) AS s) AS c(cat)
  WHERE p.place IS NOT NULL`;

/**
 * The trigger function that applies the rows one statement changed to the counts: read straight from the
 * statement's transition table (`%I`), grouped, applied as one upsert.
 */
const countsFunctionSql = (tours: boolean) => `CREATE OR REPLACE FUNCTION search_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE
    rows_of constant text := $q$ ${contributionsOf('%I', '%s', tours)} $q$;
    changes text;
  BEGIN
    changes := CASE TG_OP
      WHEN 'INSERT' THEN format(rows_of, '1', 'new_rows')
      WHEN 'DELETE' THEN format(rows_of, '-1', 'old_rows')
      ELSE format(rows_of, '1', 'new_rows') || ' UNION ALL ' || format(rows_of, '-1', 'old_rows')
    END;
    EXECUTE 'INSERT INTO search_counts (scope, place, parent, cat, n)
             SELECT scope, place, parent, cat, sum(d)::int FROM (' || changes || ') x
             GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0
             ON CONFLICT (scope, place, cat) DO UPDATE SET n = search_counts.n + excluded.n';
    RETURN NULL;
  END $fn$`;

/** Every count again from the rows there are (a migration that changes what is counted). */
const recountSql = (tours: boolean) =>
  `INSERT INTO search_counts (scope, place, parent, cat, n)
     SELECT scope, place, parent, cat, count(*)::int FROM (${contributionsOf('search_ads', '1', tours)}) x GROUP BY 1, 2, 3, 4`;

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
    up: () => [
      'CREATE INDEX search_ads_promoted_idx ON search_ads (id COLLATE "C") INCLUDE (province, city, district, category) WHERE promoted',
    ],
  },
  {
    // Issue 11: the ad name is searched in the title alone (its own tsvector), free text (`q`) in title and
    // description (`search_text`). Every order reads one direction over non-null keys ending in the id (keyset
    // pagination, search-cursor.ts); a list of a city or a province, with or without a category, is an index scan in
    // the default order. A category alone goes down the country's order (one in seven ads matches).
    id: 'search/006-orders-and-title',
    up: () => [
      `ALTER TABLE search_ads ADD COLUMN title_text tsvector`,
      `UPDATE search_ads SET title_text = to_tsvector('simple', title_norm)`,
      'ALTER TABLE search_ads ALTER COLUMN title_text SET NOT NULL',
      'CREATE INDEX search_ads_title_text_idx ON search_ads USING gin (title_text)',
      'DROP INDEX search_ads_rank_idx',
      'CREATE INDEX search_ads_rank_idx ON search_ads (promoted DESC, verified DESC, ranked_at DESC, id DESC)',
      'DROP INDEX search_ads_city_idx',
      'CREATE INDEX search_ads_city_rank_idx ON search_ads (city, promoted DESC, verified DESC, ranked_at DESC, id DESC)',
      'DROP INDEX search_ads_province_idx',
      'CREATE INDEX search_ads_province_rank_idx ON search_ads (province, promoted DESC, verified DESC, ranked_at DESC, id DESC)',
      // A place and a category: the search's usual filter (its matches read from a few index pages, not every ad of
      // the place), and the list of a category in a place, in order.
      'CREATE INDEX search_ads_city_category_idx ON search_ads (city, category, promoted DESC, verified DESC, ranked_at DESC, id DESC)',
      'CREATE INDEX search_ads_province_category_idx ON search_ads (province, category, promoted DESC, verified DESC, ranked_at DESC, id DESC)',
      'DROP INDEX search_ads_category_idx',
    ],
  },
  {
    // Issue 11: list pages show how many ads each place and category has. Counting ~10k rows of a province on
    // every request made a province page slower than the classic PHP sites; these counts are kept by the database
    // itself, in the statement that changes `search_ads` (so in the projector's transaction, whoever writes), from
    // the rows the statement changed: one grouped upsert per statement, not one per row.
    // scope 'all' | 'province' | 'city' | 'district' (place `city/district`); parent = the place one level up;
    // cat '' (every category) | 't:<tag1>' | 's:<service>'.
    id: 'search/007-counts',
    up: () => [
      `CREATE TABLE search_counts (
         scope text NOT NULL, place text NOT NULL, parent text NOT NULL, cat text NOT NULL, n int NOT NULL,
         PRIMARY KEY (scope, place, cat))`,
      'CREATE INDEX search_counts_children_idx ON search_counts (scope, parent, cat) INCLUDE (place, n)',
      countsFunctionSql(false),
      `CREATE TRIGGER search_counts_insert AFTER INSERT ON search_ads REFERENCING NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION search_counts_apply()`,
      `CREATE TRIGGER search_counts_update AFTER UPDATE ON search_ads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION search_counts_apply()`,
      `CREATE TRIGGER search_counts_delete AFTER DELETE ON search_ads REFERENCING OLD TABLE AS old_rows
         FOR EACH STATEMENT EXECUTE FUNCTION search_counts_apply()`,
      // Rows already there (a database migrated from before): counted once, as if inserted now.
      recountSql(false),
    ],
  },
  {
    // Issue 11, tours: the tour in force. A city's or a province's list matches the home place or the tour's
    // (tour-marker.ts), so each gets a partial index (few ads tour at a time) and the OR stays two index scans; the
    // premium block's index carries them too, to stay index-only. The kept counts count a touring ad in its tour
    // city and province as well (never in a district), so a list's total agrees with its hits.
    id: 'search/008-tours',
    up: () => [
      'ALTER TABLE search_ads ADD COLUMN tour_city text, ADD COLUMN tour_province text, ADD COLUMN tour_until date',
      'CREATE INDEX search_ads_tour_city_idx ON search_ads (tour_city) WHERE tour_city IS NOT NULL',
      'CREATE INDEX search_ads_tour_province_idx ON search_ads (tour_province) WHERE tour_province IS NOT NULL',
      'DROP INDEX search_ads_promoted_idx',
      'CREATE INDEX search_ads_promoted_idx ON search_ads (id COLLATE "C") INCLUDE (province, city, district, category, tour_city, tour_province) WHERE promoted',
      // A touring ad counts in its tour's city and province too, so a list's total agrees with its hits.
      countsFunctionSql(true),
      'DELETE FROM search_counts',
      recountSql(true),
    ],
  },
  {
    // Issue 25: the "Telefon zweryfikowany" mark and its filter. Like `verified` it is a column of the document; a
    // search with it is counted over the matching rows (countsKeyOf). `ads` replays for the mark (ads/007), so the
    // index replays with it from the start of the log and takes each ad's mark as the replayed row has it.
    id: 'search/009-phone-mark',
    up: () => [
      'ALTER TABLE search_ads ADD COLUMN phone_verified boolean NOT NULL DEFAULT false',
      "DELETE FROM parked_events WHERE projector = 'search'",
      'TRUNCATE search_ads, search_counts',
      "UPDATE checkpoints SET position = -1, updated_at = now() WHERE name = 'search'",
    ],
  },
  {
    // Issue 24: the cards' video mark, shown with every hit (no filter). `ads` replays for it (ads/008), so the index
    // replays with it and takes each ad's mark as the replayed row has it.
    id: 'search/010-video-mark',
    up: () => [
      'ALTER TABLE search_ads ADD COLUMN has_video boolean NOT NULL DEFAULT false',
      "DELETE FROM parked_events WHERE projector = 'search'",
      'TRUNCATE search_ads, search_counts',
      "UPDATE checkpoints SET position = -1, updated_at = now() WHERE name = 'search'",
    ],
  },
];
