import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `salons`: one row per salon not deleted. `fields` is the version the public sees once approved (or the one
 * waiting for its first decision), `pending_fields` an owner's edit of an approved salon waiting for moderation.
 * `search_text` is the slugified name and town (the town pages' free-text search). Phone and address are the
 * owner's personal data: a deleted account takes its rows along.
 */
export const salonsMigrations: readonly ReadModelMigration[] = [
  {
    id: 'salons/001-create',
    up: (k) => [
      k.schema.createTable('salons', (t) => {
        t.text('id').primary();
        t.text('owner_id').notNullable();
        t.text('slug').notNullable().unique();
        t.text('status').notNullable();
        t.integer('revision').notNullable();
        t.text('name').notNullable();
        t.text('city').notNullable();
        t.text('district');
        t.text('search_text').notNullable();
        t.jsonb('fields').notNullable();
        t.jsonb('pending_fields');
        t.boolean('ever_approved').notNullable().defaultTo(false);
        t.text('rejection_reason');
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('approved_at', { useTz: true });
        t.timestamp('updated_at', { useTz: true }).notNullable();
      }),
      'CREATE INDEX salons_public_idx ON salons (city, approved_at DESC) WHERE ever_approved',
      'CREATE INDEX salons_owner_idx ON salons (owner_id, created_at DESC)',
      'CREATE INDEX salons_status_idx ON salons (status, created_at DESC)',
      "CREATE INDEX salons_photos_idx ON salons USING gin ((fields->'photos'))",
    ],
  },
];

export const SALONS_TABLES = ['salons'] as const;
