import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `saved_searches`: every person's saved searches, with the columns that narrow the candidates for an ad (province,
 * city, category of the filter; null = any) and the notice schedule (`alert_due_at`: when the next notice about
 * unnoticed matches may go, at most one an hour). `saved_search_matches`: one row per search and matching ad, with
 * whether the bell was told (`alerted_at`) and whether the daily e-mail still owes it (`digest_pending`): the due
 * items of the alerts worker. `saved_search_unapproved_ads` and `saved_search_owners`: the projector's own copy of
 * the ads not yet approved and of owners' badge and block (first-approvals.ts), as of its checkpoint.
 * Names, queries and matches are personal data: a deleted account takes its rows along.
 */
export const savedSearchesMigrations: readonly ReadModelMigration[] = [
  {
    id: 'saved-searches/001-create',
    up: (k) => [
      k.schema.createTable('saved_searches', (t) => {
        t.text('id').primary();
        t.text('account_id').notNullable();
        t.text('name').notNullable();
        t.text('query').notNullable();
        t.boolean('digest').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.text('province');
        t.text('city');
        t.text('category');
        t.timestamp('last_alert_at', { useTz: true });
        t.timestamp('alert_due_at', { useTz: true });
      }),
      'CREATE INDEX saved_searches_account_idx ON saved_searches (account_id, created_at DESC)',
      'CREATE INDEX saved_searches_alert_due_idx ON saved_searches (alert_due_at) WHERE alert_due_at IS NOT NULL',
      k.schema.createTable('saved_search_matches', (t) => {
        // `{searchId}:{adId}`: a search gets an ad once.
        t.text('id').primary();
        t.text('search_id').notNullable();
        t.text('account_id').notNullable();
        t.text('ad_id').notNullable();
        t.timestamp('matched_at', { useTz: true }).notNullable();
        t.timestamp('alerted_at', { useTz: true });
        t.boolean('digest_pending').notNullable();
      }),
      'CREATE INDEX saved_search_matches_search_idx ON saved_search_matches (search_id, matched_at DESC)',
      'CREATE INDEX saved_search_matches_account_idx ON saved_search_matches (account_id)',
      'CREATE INDEX saved_search_matches_ad_idx ON saved_search_matches (ad_id)',
      'CREATE INDEX saved_search_matches_digest_idx ON saved_search_matches (matched_at) WHERE digest_pending',
      k.schema.createTable('saved_search_approved_ads', (t) => {
        t.text('id').primary();
        t.text('owner_id').notNullable();
      }),
      'CREATE INDEX saved_search_approved_ads_owner_idx ON saved_search_approved_ads (owner_id)',
    ],
  },
  {
    // An ad's first approval may be read while the ads read model already shows it hidden again (that projector
    // runs ahead of this one). Its match then waits for the next approval, against the searches saved before the
    // first one: `saved_position` and `first_position` say which those were, whatever the batches were.
    id: 'saved-searches/002-deferred-first-match',
    up: () => [
      'ALTER TABLE saved_searches ADD COLUMN saved_position bigint NOT NULL DEFAULT 0',
      'ALTER TABLE saved_search_approved_ads ADD COLUMN first_position bigint NOT NULL DEFAULT 0',
      'ALTER TABLE saved_search_approved_ads ADD COLUMN first_approved_at timestamptz',
      'ALTER TABLE saved_search_approved_ads ADD COLUMN matched boolean NOT NULL DEFAULT true',
      'CREATE INDEX saved_search_approved_ads_waiting_idx ON saved_search_approved_ads (id) WHERE NOT matched',
    ],
  },
  {
    // 002 still read the ads and accounts read models, which may be any distance ahead of this projector: an ad
    // hidden, moved, deleted or its owner blocked by the time its approval was read lost its match. The projector
    // now folds the ads it has not seen approved (`saved_search_unapproved_ads`, each as the ads fold holds it) and
    // its owners' badge and block (`saved_search_owners`, only those with either) itself, and matches an ad as it
    // was at its first approval. It replays once from the start of the log (as `rebuild saved-searches` does) to
    // learn the ads that are still waiting for their first approval.
    id: 'saved-searches/003-own-copy-of-unapproved-ads',
    up: (k) => [
      'DROP TABLE saved_search_approved_ads',
      k.schema.createTable('saved_search_unapproved_ads', (t) => {
        t.text('id').primary();
        t.text('owner_id').notNullable();
        t.jsonb('state').notNullable();
      }),
      'CREATE INDEX saved_search_unapproved_ads_owner_idx ON saved_search_unapproved_ads (owner_id)',
      k.schema.createTable('saved_search_owners', (t) => {
        t.text('account_id').primary();
        t.boolean('verified').notNullable();
        t.boolean('blocked').notNullable();
      }),
      "DELETE FROM parked_events WHERE projector = 'saved-searches'",
      'TRUNCATE saved_searches, saved_search_matches',
      "UPDATE checkpoints SET position = -1, updated_at = now() WHERE name = 'saved-searches'",
    ],
  },
  {
    // Issue 25: a search may ask for the phone mark, so the projector's copy of the owners keeps their verified
    // number too (personal data: the row goes with the account). Owners verified before it are learnt by replaying
    // once from the start of the log, as 003 did.
    id: 'saved-searches/004-owners-phone',
    up: () => [
      'ALTER TABLE saved_search_owners ADD COLUMN phone_number text',
      "DELETE FROM parked_events WHERE projector = 'saved-searches'",
      'TRUNCATE saved_searches, saved_search_matches, saved_search_unapproved_ads, saved_search_owners',
      "UPDATE checkpoints SET position = -1, updated_at = now() WHERE name = 'saved-searches'",
    ],
  },
];

export const SAVED_SEARCHES_TABLES = [
  'saved_searches',
  'saved_search_matches',
  'saved_search_unapproved_ads',
  'saved_search_owners',
] as const;
