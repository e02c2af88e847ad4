import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `saved_searches`: every person's saved searches, with the columns that narrow the candidates for an ad (province,
 * city, category of the filter; null = any) and the notice schedule (`alert_due_at`: when the next notice about
 * unnoticed matches may go, at most one an hour). `saved_search_matches`: one row per search and matching ad, with
 * whether the bell was told (`alerted_at`) and whether the daily e-mail still owes it (`digest_pending`): the due
 * items of the alerts worker. `saved_search_approved_ads`: ads past their first approval, which never match again
 * (`matched` false while that approval's match waits for the ad to be shown again).
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
];

export const SAVED_SEARCHES_TABLES = ['saved_searches', 'saved_search_matches', 'saved_search_approved_ads'] as const;
