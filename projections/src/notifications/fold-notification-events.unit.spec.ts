import { ERASED, type RecordedEvent } from '@anonse/eventstore';
import { foldNotificationEvents, noticeIdOf } from './fold-notification-events';

let position = 0;
const event = (type: string, data: Record<string, unknown>, metadata: Record<string, unknown> = {}): RecordedEvent => ({
  streamId: 's',
  revision: 0,
  position: position++,
  id: `event-${position}`,
  type,
  data,
  metadata,
  createdAt: new Date('2025-01-01T10:00:00Z'),
});
const at = '2025-01-01T10:00:00.000Z';

describe('foldNotificationEvents', () => {
  it('derives a stable UUID-shaped id per source event', () => {
    expect(noticeIdOf('e1')).toBe(noticeIdOf('e1'));
    expect(noticeIdOf('e1')).not.toBe(noticeIdOf('e2'));
    expect(noticeIdOf('e1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('tells a forum topic’s author of a published reply and the mentioned members, each with a notice of their own', () => {
    const notices = { topicSlug: 'temat', topicTitle: 'Temat', number: 2, replyTo: 'u1', mentioned: ['u3'] };
    const writes = foldNotificationEvents([
      event('ReplyPosted', { topicId: 't', postId: 'p', number: 2, authorId: 'u2', body: 'x', held: true, postedAt: at }),
      event('ReplyPosted', { topicId: 't', postId: 'p', number: 2, authorId: 'u2', body: 'x', held: false, postedAt: at, notices }),
      event('ForumPostApproved', {
        topicId: 't',
        postId: 'q',
        moderatorId: 'm',
        approvedAt: at,
        notices: { ...notices, replyTo: null, mentioned: [] },
      }),
    ]);
    const rows = writes.flatMap((w) => (w.kind === 'insert' ? w.rows : []));
    expect(rows.map((r) => [r.kind, r.recipient_id, r.params])).toEqual([
      ['forumReply', 'u1', { topicSlug: 'temat', topicTitle: 'Temat', postNumber: 2 }],
      ['forumMention', 'u3', { topicSlug: 'temat', topicTitle: 'Temat', postNumber: 2 }],
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
  });

  it('keeps who follows what in log order and asks the followers of a readable post to be told, the reply notices first', () => {
    const notices = { topicSlug: 'temat', topicTitle: 'Temat', number: 2, replyTo: 'u1', mentioned: [] };
    const writes = foldNotificationEvents([
      event('ForumFollowed', { accountId: 'f1', kind: 'topic', targetId: 't', followedAt: at }),
      event('TopicStarted', {
        topicId: 'h',
        categoryId: 'c',
        slug: 'held',
        title: 'Held',
        tags: [],
        postId: 'h1',
        authorId: 'u9',
        body: 'x',
        held: true,
        startedAt: at,
      }),
      event('TopicStarted', {
        topicId: 'n',
        categoryId: 'c',
        slug: 'nowy',
        title: 'Nowy',
        tags: [],
        postId: 'n1',
        authorId: 'u9',
        body: 'x',
        held: false,
        startedAt: at,
      }),
      event('ReplyPosted', { topicId: 't', postId: 'p', number: 2, authorId: 'u2', body: 'x', held: false, postedAt: at, notices }),
      event('ForumPostApproved', {
        topicId: 'h',
        postId: 'h1',
        moderatorId: 'm',
        approvedAt: at,
        notices: { ...notices, number: 1, replyTo: null },
      }),
      event('ForumUnfollowed', { accountId: 'f1', kind: 'topic', targetId: 't', unfollowedAt: at }),
    ]);
    expect(writes.map((w) => w.kind)).toEqual(['follow', 'followers', 'insert', 'followers', 'unfollow']);
    const fanouts = writes.flatMap((w) => (w.kind === 'followers' ? w.items : []));
    expect(fanouts.map((f) => [f.kind, f.postId, f.targetId, f.authorId, f.params.postNumber])).toEqual([
      ['forumFollowedTopic', 'n1', 'c', 'u9', 1],
      ['forumFollowedReply', 'p', 't', 'u2', 2],
      // An approval names neither the author nor the category: the projector reads them.
      ['forumFollowedTopic', 'h1', null, null, 1],
    ]);
  });

  it('tells the recipient of a new conversation (a request or not) and a warned person, and nobody of other moderation', () => {
    const conversation = (request: boolean) =>
      event('ConversationStarted', { conversationId: 'c', starterId: 'a', recipientId: 'b', adId: null, request, startedAt: at });
    const moderated = (action: string) =>
      event('ConversationModerated', {
        conversationId: 'c',
        staffId: 's',
        action,
        targetId: 'a',
        messageId: null,
        note: 'x',
        moderatedAt: at,
      });
    const rows = foldNotificationEvents([
      conversation(true),
      conversation(false),
      moderated('warn'),
      moderated('hide-message'),
      moderated('ban'),
    ]).flatMap((w) => (w.kind === 'insert' ? w.rows : []));
    expect(rows.map((r) => [r.kind, r.recipient_id, r.ad_id, r.params])).toEqual([
      ['messageRequest', 'b', null, {}],
      ['newConversation', 'b', null, {}],
      ['conversationWarning', 'a', null, {}],
    ]);
  });

  it('turns each source event into a notice with its parameters, merging consecutive writes', () => {
    const approved = event('AdApproved', { adId: 'a', approvedBy: 'm', approvedAt: at });
    const rejected = event('AdChangesRejected', { adId: 'a', ownerId: 'u', rejectedBy: 'm', reason: 'Nie', rejectedAt: at });
    const soon = event('AdExpiringSoon', { adId: 'a', ownerId: 'u', expiresAt: at, remindedAt: at });
    const failed = event('PhotoProcessingFailed', { photoId: 'p', ownerId: 'u', reason: 'notAnImage', failedAt: at });
    const unredacted = event('PhotoRedactionFailed', { photoId: 'p2', ownerId: 'u', reason: 'processingFailed', failedAt: at });
    const writes = foldNotificationEvents([approved, rejected, soon, failed, unredacted]);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toEqual({
      kind: 'insert',
      rows: [
        {
          id: noticeIdOf(approved.id),
          recipient_id: null,
          kind: 'adApproved',
          ad_id: 'a',
          params: {},
          position: approved.position,
          created_at: at,
        },
        {
          id: noticeIdOf(rejected.id),
          recipient_id: 'u',
          kind: 'adChangesRejected',
          ad_id: 'a',
          params: { reason: 'Nie' },
          position: rejected.position,
          created_at: at,
        },
        {
          id: noticeIdOf(soon.id),
          recipient_id: 'u',
          kind: 'adExpiringSoon',
          ad_id: 'a',
          params: { expiresAt: at },
          position: soon.position,
          created_at: at,
        },
        {
          id: noticeIdOf(failed.id),
          recipient_id: 'u',
          kind: 'photoProcessingFailed',
          ad_id: null,
          params: { failure: 'notAnImage' },
          position: failed.position,
          created_at: at,
        },
        {
          id: noticeIdOf(unredacted.id),
          recipient_id: 'u',
          kind: 'photoRedactionFailed',
          ad_id: null,
          params: {},
          position: unredacted.position,
          created_at: at,
        },
      ],
    });
  });

  it('keeps log order between notices, reads and erasures', () => {
    const writes = foldNotificationEvents([
      event('AdExpired', { adId: 'a', ownerId: 'u', expiredAt: at }),
      event('NotificationRead', { accountId: 'u', notificationId: 'n', readAt: at }),
      event('AllNotificationsRead', { accountId: 'u', upToPosition: 3, readAt: at }),
      event('AdRejected', { adId: 'a', ownerId: 'v', rejectedBy: 'm', reason: null, rejectedAt: at }, { [ERASED]: true }),
      event('AccountDeleted', { accountId: 'u', adIds: [], deletedAt: at }),
    ]);
    expect(writes.map((w) => w.kind)).toEqual(['insert', 'read', 'readAll', 'erase']);
    expect(writes[3]).toEqual({ kind: 'erase', recipients: ['v', 'u'] });
    expect(writes[2]).toEqual({ kind: 'readAll', marks: [{ account_id: 'u', up_to: 3, read_at: at }] });
  });

  it('throws on an event that does not fit its contract (the runner parks it)', () => {
    expect(() => foldNotificationEvents([event('AdApproved', { adId: 'a' })])).toThrow(/does not match its contract/);
  });
});
