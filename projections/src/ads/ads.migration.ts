import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `ads`: every ad whatever its status — detail pages, the owner's list and the admin list.
 * The filterable fields are columns; the full advertiser input stays in `fields` (jsonb) for the detail page.
 */
export const adsMigrations: readonly ReadModelMigration[] = [
  {
    id: 'ads/001-create',
    up: (k) => [
      k.schema.createTable('ads', (t) => {
        t.text('id').primary();
        t.text('owner_id').notNullable();
        t.text('status').notNullable();
        t.integer('revision').notNullable();
        t.text('title').notNullable();
        t.text('category').notNullable();
        t.text('province').notNullable();
        t.text('city').notNullable();
        t.text('district');
        t.jsonb('fields').notNullable();
        t.boolean('verified').notNullable().defaultTo(false);
        t.boolean('promoted').notNullable().defaultTo(false);
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('approved_at', { useTz: true });
        t.text('approved_by');
        t.timestamp('rejected_at', { useTz: true });
        t.text('rejected_by');
        t.text('rejection_reason');
      }),
      'CREATE INDEX ads_owner_idx ON ads (owner_id, created_at DESC)',
      'CREATE INDEX ads_status_created_idx ON ads (status, created_at DESC)',
      'CREATE INDEX ads_city_idx ON ads (city)',
    ],
  },
  {
    // The ad's whole life (docs/architecture.md "The life of an ad"): a waiting revision, the term and its
    // reminder; the deadline worker finds due ads through the partial index.
    id: 'ads/002-lifecycle',
    up: (k) => [
      k.schema.alterTable('ads', (t) => {
        t.jsonb('pending_fields');
        t.timestamp('updated_at', { useTz: true });
        t.timestamp('expires_at', { useTz: true });
        t.timestamp('reminded_for', { useTz: true });
      }),
      "CREATE INDEX ads_expiry_idx ON ads (expires_at) WHERE status IN ('approved', 'deactivated')",
      // Visits are a tally the API writes, not a projection of events: a rebuild of `ads` leaves them alone.
      k.schema.createTable('ad_view_counts', (t) => {
        t.text('ad_id').primary();
        t.bigInteger('views').notNullable().defaultTo(0);
      }),
    ],
  },
  {
    // Every request for a photo file asks whether an approved ad shows it (isPhotoOnPublicAd).
    id: 'ads/003-photo-index',
    up: () => ["CREATE INDEX ads_photos_idx ON ads USING gin ((fields->'photos'))"],
  },
  {
    // Standing from other contexts (ad-standing.ts): the owner's verification, the promotion and the last bump;
    // `version` is the log position of the row's last change (the search document's revision).
    id: 'ads/004-standing',
    up: (k) => [
      k.schema.alterTable('ads', (t) => {
        t.timestamp('promoted_at', { useTz: true });
        t.timestamp('promoted_until', { useTz: true });
        t.timestamp('bumped_at', { useTz: true });
        t.bigInteger('version').notNullable().defaultTo(0);
      }),
      k.schema.createTable('verified_owners', (t) => {
        t.text('account_id').primary();
        t.timestamp('verified_at', { useTz: true }).notNullable();
      }),
    ],
  },
  {
    // The console's list (p95 ≤ 50 ms at 100k ads): every sort walks a (column, id) index and stops after the page;
    // rare filters (promoted, the moderation queue) get partial indexes so they never scan the common rows.
    id: 'ads/005-admin-list',
    up: () => [
      'CREATE INDEX ads_created_idx ON ads (created_at, id)',
      'CREATE INDEX ads_city_created_idx ON ads (city, created_at, id)',
      'CREATE INDEX ads_title_sort_idx ON ads (title, id)',
      'CREATE INDEX ads_status_sort_idx ON ads (status, id)',
      'CREATE INDEX ads_city_sort_idx ON ads (city, id)',
      'CREATE INDEX ads_category_sort_idx ON ads (category, id)',
      'CREATE INDEX ads_approved_sort_idx ON ads (approved_at DESC NULLS LAST, id DESC)',
      'CREATE INDEX ads_promoted_created_idx ON ads (created_at, id) WHERE promoted',
      'CREATE INDEX ads_verified_created_idx ON ads (created_at, id) WHERE verified',
      "CREATE INDEX ads_queue_created_idx ON ads (created_at, id) WHERE status = 'pending' OR (pending_fields IS NOT NULL AND status <> 'deleted')",
      // The text box (`q`: title ILIKE %…%) cannot use a btree; trigrams answer it without reading every row.
      'CREATE EXTENSION IF NOT EXISTS pg_trgm',
      'CREATE INDEX ads_title_trgm_idx ON ads USING gin (title gin_trgm_ops)',
    ],
  },
  {
    // Tours (issue 11): every tour of the ad with its state, and when the next of them falls due (a start or an
    // end) — the deadline worker's queue, written with the checkpoint like `expires_at`.
    id: 'ads/006-tours',
    up: (k) => [
      k.schema.alterTable('ads', (t) => {
        t.jsonb('tours').notNullable().defaultTo('[]');
        t.timestamp('tour_due_at', { useTz: true });
      }),
      'CREATE INDEX ads_tour_due_idx ON ads (tour_due_at) WHERE tour_due_at IS NOT NULL',
    ],
  },
  {
    // Issue 25, the "Telefon zweryfikowany" mark: the ad's public phone as E.164 (ad-phone.ts) and whether it is the
    // number its owner verified by SMS, which the projector keeps from its own copy of the owners' verified numbers
    // (`phone_owners`, folded from PhoneVerified and PhoneVerificationRevoked in log order like `verified_owners`).
    // The phone's E.164 form needs the projector's code, so a database projected before replays `ads` once from
    // the start of the log (as `rebuild ads` does); the search index replays with it (search/009).
    id: 'ads/007-phone-mark',
    up: (k) => [
      k.schema.alterTable('ads', (t) => {
        t.text('phone_e164');
        t.boolean('phone_verified').notNullable().defaultTo(false);
      }),
      k.schema.createTable('phone_owners', (t) => {
        t.text('account_id').primary();
        t.text('number').notNullable();
      }),
      "DELETE FROM parked_events WHERE projector = 'ads'",
      'TRUNCATE ads, verified_owners',
      "UPDATE checkpoints SET position = -1, updated_at = now() WHERE name = 'ads'",
    ],
  },
  {
    // Issue 24, the cards' video mark: whether the ad has a clip staff approved, kept from the projector's own list
    // of approved clips (`ad_videos`, folded from VideoApproved and VideoRemoved) so a removal knows whether another
    // clip is left. Clips approved before this replay `ads` once from the start of the log; the search index
    // replays with it (search/010).
    id: 'ads/008-video-mark',
    up: (k) => [
      k.schema.alterTable('ads', (t) => {
        t.boolean('has_video').notNullable().defaultTo(false);
      }),
      k.schema.createTable('ad_videos', (t) => {
        t.text('video_id').primary();
        t.text('ad_id').notNullable().index();
      }),
      "DELETE FROM parked_events WHERE projector = 'ads'",
      'TRUNCATE ads, verified_owners, phone_owners',
      "UPDATE checkpoints SET position = -1, updated_at = now() WHERE name = 'ads'",
    ],
  },
];

export const ADS_TABLES = ['ads', 'ad_view_counts', 'verified_owners', 'phone_owners', 'ad_videos'] as const;
