import type { ReadModelMigration } from '../migrations/migrate-read-models';

/**
 * `forum_follows`: what each member follows (a topic or a category). `forum_follow_settings`: whether they want the
 * daily e-mail. `forum_follow_digest_items`: the posts that became readable in what they follow while the e-mail was
 * on, not yet e-mailed — the digest worker's due items, one row per member and post (a post is owed once).
 * All of it is personal data: a deleted account takes its rows along.
 */
export const forumFollowsMigrations: readonly ReadModelMigration[] = [
  {
    id: 'forum-follows/001-create',
    up: (k) => [
      k.schema.createTable('forum_follows', (t) => {
        t.text('account_id').notNullable();
        t.text('kind').notNullable();
        t.text('target_id').notNullable();
        t.timestamp('followed_at', { useTz: true }).notNullable();
        t.primary(['account_id', 'kind', 'target_id']);
      }),
      // The projector asks "who follows this topic (category)?" at each new post.
      'CREATE INDEX forum_follows_target_idx ON forum_follows (kind, target_id)',
      k.schema.createTable('forum_follow_settings', (t) => {
        t.text('account_id').primary();
        t.boolean('digest').notNullable();
      }),
      k.schema.createTable('forum_follow_digest_items', (t) => {
        t.text('account_id').notNullable();
        t.text('post_id').notNullable();
        t.text('topic_id').notNullable();
        t.text('category_id').notNullable();
        t.boolean('new_topic').notNullable();
        t.timestamp('readable_at', { useTz: true }).notNullable();
        t.primary(['account_id', 'post_id']);
      }),
      'CREATE INDEX forum_follow_digest_items_due_idx ON forum_follow_digest_items (readable_at)',
    ],
  },
];

export const FORUM_FOLLOWS_TABLES = ['forum_follows', 'forum_follow_settings', 'forum_follow_digest_items'] as const;
