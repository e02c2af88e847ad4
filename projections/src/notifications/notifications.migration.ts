import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `notifications`: the notices of each person (docs/product.md § 3), stored as a message code and its parameters and
 * rendered in the reader's language when listed. `position` is the global position of the event a notice comes
 * from: the list's order, the bound of "mark all as read", and the cursor the API's live feed tails.
 */
export const notificationsMigrations: readonly ReadModelMigration[] = [
  {
    id: 'notifications/001-create',
    up: (k) => [
      k.schema.createTable('notifications', (t) => {
        t.text('id').primary();
        t.text('recipient_id').notNullable();
        t.text('kind').notNullable();
        t.text('ad_id');
        t.jsonb('params').notNullable().defaultTo('{}');
        t.bigInteger('position').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.timestamp('read_at', { useTz: true });
      }),
      'CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, position DESC)',
      'CREATE INDEX notifications_unread_idx ON notifications (recipient_id) WHERE read_at IS NULL',
      // The live feed asks "anything after position p?" several times a second.
      'CREATE INDEX notifications_position_idx ON notifications (position)',
    ],
  },
  {
    // Who follows which forum topic or category, as of this projector's checkpoint (fold-notification-events.ts,
    // FollowerFanout). It came with following itself, so no follow predates it.
    id: 'notifications/002-forum-follows',
    up: (k) => [
      k.schema.createTable('notification_forum_follows', (t) => {
        t.text('account_id').notNullable();
        t.text('kind').notNullable();
        t.text('target_id').notNullable();
        t.primary(['kind', 'target_id', 'account_id']);
      }),
      'CREATE INDEX notification_forum_follows_account_idx ON notification_forum_follows (account_id)',
    ],
  },
];

export const NOTIFICATIONS_TABLES = ['notifications', 'notification_forum_follows'] as const;
