import { assertNever, eventSubset, FORUM_FOLLOW_EVENTS, FORUM_TOPIC_EVENTS, type ForumFollowEvent } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import { ACCOUNT_DELETED, withAccountDeletions, type AccountDeletion } from '../privacy';
import type { Projector } from '../runner/projector';
import { forumFollowsMigrations } from './forum-follows.migration';

/** Posts others can now read: a topic or reply not held, or a held one approved. */
const READABLE_POSTS = eventSubset(FORUM_TOPIC_EVENTS, ['TopicStarted', 'ReplyPosted', 'ForumPostApproved']);
const FORUM_FOLLOWS_EVENT_TYPES: readonly string[] = [...FORUM_FOLLOW_EVENTS.types, ...READABLE_POSTS.types, ACCOUNT_DELETED];

async function applyOwnEvent(db: SqlExecutor, event: ForumFollowEvent): Promise<void> {
  switch (event.type) {
    case 'ForumFollowed': {
      const d = event.data;
      await db.query(
        'INSERT INTO forum_follows (account_id, kind, target_id, followed_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [d.accountId, d.kind, d.targetId, d.followedAt],
      );
      return;
    }
    case 'ForumUnfollowed': {
      const d = event.data;
      await db.query('DELETE FROM forum_follows WHERE account_id = $1 AND kind = $2 AND target_id = $3', [d.accountId, d.kind, d.targetId]);
      // What it owed the e-mail goes with it: a topic's replies, a category's new topics.
      await db.query(
        d.kind === 'topic'
          ? 'DELETE FROM forum_follow_digest_items WHERE account_id = $1 AND topic_id = $2 AND NOT new_topic'
          : 'DELETE FROM forum_follow_digest_items WHERE account_id = $1 AND category_id = $2 AND new_topic',
        [d.accountId, d.targetId],
      );
      return;
    }
    case 'ForumDigestChanged':
      await db.query(
        `INSERT INTO forum_follow_settings (account_id, digest) VALUES ($1, $2)
         ON CONFLICT (account_id) DO UPDATE SET digest = excluded.digest`,
        [event.data.accountId, event.data.digest],
      );
      // Switched off, nothing is owed any more; switched on, only what becomes readable from now on is.
      if (!event.data.digest) await db.query('DELETE FROM forum_follow_digest_items WHERE account_id = $1', [event.data.accountId]);
      return;
    case 'ForumDigestCompiled':
      await db.query('DELETE FROM forum_follow_digest_items WHERE account_id = $1 AND post_id = ANY($2::text[])', [
        event.data.accountId,
        event.data.topics.flatMap((t) => t.postIds),
      ]);
      return;
    default:
      return assertNever(event);
  }
}

interface Readable {
  postId: string;
  topicId: string;
  /** Null on an approval: read from the forum's read model with the author (facts that never change). */
  categoryId: string | null;
  authorId: string | null;
  opening: boolean;
  at: string;
}

/**
 * Owes the post to the e-mail of everyone whose digest is on and who follows its topic (a reply) or its category (a
 * new topic) at this point of the log, but its author. Follows and settings are this projector's own rows, folded in
 * log order, so a rebuild owes the same posts to the same people.
 */
async function owePost(db: SqlExecutor, post: Readable): Promise<void> {
  let { categoryId, authorId } = post;
  if (categoryId === null || authorId === null) {
    const { rows } = await db.query<{ author_id: string; category_id: string }>(
      'SELECT p.author_id, t.category_id FROM forum_posts p JOIN forum_topics t ON t.id = p.topic_id WHERE p.id = $1',
      [post.postId],
    );
    if (!rows[0]) return;
    categoryId ??= rows[0].category_id;
    authorId ??= rows[0].author_id;
  }
  await db.query(
    `INSERT INTO forum_follow_digest_items (account_id, post_id, topic_id, category_id, new_topic, readable_at)
     SELECT f.account_id, $1::text, $2::text, $3::text, $4::boolean, $5::timestamptz FROM forum_follows f
     JOIN forum_follow_settings s ON s.account_id = f.account_id AND s.digest
     WHERE f.kind = $6 AND f.target_id = $7 AND f.account_id <> $8
     ON CONFLICT DO NOTHING`,
    [
      post.postId,
      post.topicId,
      categoryId,
      post.opening,
      post.at,
      post.opening ? 'category' : 'topic',
      post.opening ? categoryId : post.topicId,
      authorId,
    ],
  );
}

function readableOf(raw: RecordedEvent): Readable | null {
  const event = READABLE_POSTS.parse(raw);
  switch (event.type) {
    case 'TopicStarted': {
      const d = event.data;
      return d.held
        ? null
        : { postId: d.postId, topicId: d.topicId, categoryId: d.categoryId, authorId: d.authorId, opening: true, at: d.startedAt };
    }
    case 'ReplyPosted': {
      const d = event.data;
      return d.held
        ? null
        : { postId: d.postId, topicId: d.topicId, categoryId: null, authorId: d.authorId, opening: false, at: d.postedAt };
    }
    case 'ForumPostApproved': {
      const d = event.data;
      // Events from before approvals told who hears of them carry no notices, and their number is unknown here.
      if (!d.notices) return null;
      return { postId: d.postId, topicId: d.topicId, categoryId: null, authorId: null, opening: d.notices.number === 1, at: d.approvedAt };
    }
    default:
      return assertNever(event);
  }
}

async function applyInOrder(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const raw of events) {
    // An erased follow or digest (its person's key is gone) brings nothing back; an erased post has no words to tell of.
    if (raw.metadata[ERASED]) continue;
    if (READABLE_POSTS.has(raw.type)) {
      const readable = readableOf(raw);
      if (readable) await owePost(db, readable);
    } else await applyOwnEvent(db, FORUM_FOLLOW_EVENTS.parse(raw));
  }
}

async function dropAccount(db: SqlExecutor, d: AccountDeletion): Promise<void> {
  await db.query('DELETE FROM forum_follow_digest_items WHERE account_id = $1', [d.accountId]);
  await db.query('DELETE FROM forum_follows WHERE account_id = $1', [d.accountId]);
  await db.query('DELETE FROM forum_follow_settings WHERE account_id = $1', [d.accountId]);
}

/**
 * Transactional: follows, settings and the posts owed to e-mails commit with the checkpoint, so each post is owed once
 * and a digest's rows go exactly when it is compiled. Reads `forum` only for an approved post's author and category.
 */
export function createForumFollowsProjector(): Projector {
  return {
    name: 'forum-follows',
    mode: 'transactional',
    handles: FORUM_FOLLOWS_EVENT_TYPES,
    dependsOn: ['forum'],
    migrations: forumFollowsMigrations,
    apply: (events, db) =>
      withAccountDeletions(
        events,
        (rest) => applyInOrder(db, rest),
        (d) => dropAccount(db, d),
      ),
    reset: async (db) => {
      await db.query('TRUNCATE forum_follows, forum_follow_settings, forum_follow_digest_items');
    },
  };
}
