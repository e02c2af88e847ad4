import type { ConversationEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import {
  CannotWriteError,
  ConversationNotFoundError,
  conversationDecider,
  MessageNotFoundError,
  NotARequestError,
  NotReportedError,
  PhotosNeedAcceptedError,
} from './decide';
import { messagingAccountDecider } from './account';
import { incomingRefusal, isNewAccount, photosRefusedForNewAccount } from './rules';

const now = '2026-11-29T10:00:00.000Z';
const c = 'c1';
const open = { blocked: false, suspended: false, refusal: null };
const started = (request = true): ConversationEvent => ({
  type: 'ConversationStarted',
  data: { conversationId: c, starterId: 'a', recipientId: 'b', adId: null, request, startedAt: now },
});
const sent = (seq: number, senderId = 'a', clientId = `k${seq}`, photos: string[] = []): ConversationEvent => ({
  type: 'MessageSent',
  data: { conversationId: c, messageId: `m${seq}`, seq, senderId, clientId, text: 'hej', contact: [], scam: [], photos, sentAt: now },
});
const accepted: ConversationEvent = { type: 'ConversationAccepted', data: { conversationId: c, accountId: 'b', acceptedAt: now } };
const declined: ConversationEvent = { type: 'ConversationDeclined', data: { conversationId: c, accountId: 'b', declinedAt: now } };
const message = (seq: number, clientId = `k${seq}`) => ({
  messageId: `m${seq}`,
  clientId,
  text: 'hej',
  contact: [],
  scam: [],
  photos: [] as string[],
  facts: open,
  now,
});
const start = (over: Partial<typeof open> = {}, seq = 1) => ({
  type: 'StartConversation' as const,
  conversationId: c,
  starterId: 'a',
  recipientId: 'b',
  adId: null,
  request: true,
  ...message(seq),
  facts: { ...open, ...over },
});
const sendBy = (senderId: string, seq: number, clientId = `k${seq}`) => ({
  type: 'SendMessage' as const,
  conversationId: c,
  senderId,
  ...message(seq, clientId),
});

describe('conversation', () => {
  const spec = deciderSpec(conversationDecider);

  it('starts a request with its first message', () =>
    spec
      .given([])
      .when(start())
      .then([started(), sent(1)]));
  it('a second start of the pair about the same ad adds a message to the same conversation', () =>
    spec
      .given([started(), sent(1)])
      .when(start({}, 2))
      .then([sent(2)]));
  it('carries photos once the conversation is accepted, and is idempotent with them', () => {
    const photos = ['p'.repeat(24)];
    spec
      .given([started(false), sent(1)])
      .when({ ...sendBy('b', 2), photos })
      .then([sent(2, 'b', 'k2', photos)]);
    spec
      .given([started(false), sent(1), sent(2, 'b', 'k2', photos)])
      .when({ ...sendBy('b', 2), photos })
      .then([]);
  });
  it('refuses photos in a request, from either side (the answer that accepts carries words only)', () => {
    const photos = ['p'.repeat(24)];
    spec
      .given([started(), sent(1)])
      .when({ ...sendBy('a', 2), photos })
      .thenThrows(PhotosNeedAcceptedError, { code: 'messaging:photosNeedAccepted' });
    spec
      .given([started(), sent(1)])
      .when({ ...sendBy('b', 2), photos })
      .thenThrows(PhotosNeedAcceptedError);
    spec
      .given([started(), sent(1), accepted])
      .when({ ...sendBy('a', 2), photos })
      .then([sent(2, 'a', 'k2', photos)]);
  });
  it('a new account sends no photo', () => {
    expect(photosRefusedForNewAccount(1)).toBe(true);
    expect(photosRefusedForNewAccount(0)).toBe(false);
  });
  it('refuses a start the recipient settings refuse', () =>
    spec
      .given([])
      .when(start({ refusal: 'messaging:verifiedOnly' }))
      .thenThrows(CannotWriteError, { code: 'messaging:verifiedOnly' }));
  it('refuses both directions once either side blocks', () => {
    spec
      .given([])
      .when(start({ blocked: true }))
      .thenThrows(CannotWriteError, { code: 'messaging:blocked' });
    spec
      .given([started(false), sent(1)])
      .when({ ...sendBy('b', 2), facts: { ...open, blocked: true } })
      .thenThrows(CannotWriteError);
  });
  it('refuses a suspended sender', () =>
    spec
      .given([started(false)])
      .when({ ...sendBy('a', 1), facts: { ...open, suspended: true } })
      .thenThrows(CannotWriteError, { code: 'messaging:suspended' }));
  it('the same clientId twice is one message', () =>
    spec
      .given([started(), sent(1)])
      .when(sendBy('a', 2, 'k1'))
      .then([]));
  it('lets the starter send 3 messages while the request waits, not a 4th', () => {
    spec
      .given([started(), sent(1), sent(2)])
      .when(sendBy('a', 3))
      .then([sent(3)]);
    spec
      .given([started(), sent(1), sent(2), sent(3)])
      .when(sendBy('a', 4))
      .thenThrows(CannotWriteError, { code: 'messaging:requestPending' });
  });
  it("the recipient's answer accepts the request", () =>
    spec
      .given([started(), sent(1)])
      .when(sendBy('b', 2))
      .then([accepted, sent(2, 'b')]));
  it('the recipient accepts or declines; the starter cannot', () => {
    spec
      .given([started(), sent(1)])
      .when({ type: 'AcceptConversation', conversationId: c, accountId: 'b', now })
      .then([accepted]);
    spec
      .given([started(), sent(1)])
      .when({ type: 'DeclineConversation', conversationId: c, accountId: 'b', now })
      .then([declined]);
    spec
      .given([started(), sent(1)])
      .when({ type: 'AcceptConversation', conversationId: c, accountId: 'a', now })
      .thenThrows(NotARequestError);
    spec
      .given([started(), sent(1), accepted])
      .when({ type: 'DeclineConversation', conversationId: c, accountId: 'b', now })
      .thenThrows(NotARequestError);
  });
  it('a declined starter cannot write', () =>
    spec
      .given([started(), sent(1), declined])
      .when(sendBy('a', 2))
      .thenThrows(CannotWriteError, { code: 'messaging:declined' }));
  it('is not found for anybody else', () => {
    spec
      .given([started(), sent(1)])
      .when(sendBy('x', 2))
      .thenThrows(ConversationNotFoundError);
    spec.given([]).when(sendBy('a', 1)).thenThrows(ConversationNotFoundError);
  });
  it('archives, mutes and deletes for one side, idempotently', () => {
    const side = { conversationId: c, accountId: 'b', now };
    spec
      .given([started(), sent(1)])
      .when({ type: 'ArchiveConversation', ...side })
      .then([{ type: 'ConversationArchived', data: { conversationId: c, accountId: 'b', archivedAt: now } }]);
    spec
      .given([started(), sent(1), { type: 'ConversationMuted', data: { conversationId: c, accountId: 'b', mutedAt: now } }])
      .when({ type: 'MuteConversation', ...side })
      .then([]);
    spec
      .given([started(), sent(1), sent(2)])
      .when({ type: 'DeleteConversationForMe', ...side })
      .then([{ type: 'ConversationDeletedForAccount', data: { conversationId: c, accountId: 'b', upToSeq: 2, deletedAt: now } }]);
  });
  it('reads up to the last message at most, never backwards', () => {
    const read = (upTo: number) => ({ type: 'MarkConversationRead' as const, conversationId: c, accountId: 'b', upTo, now });
    spec
      .given([started(), sent(1), sent(2)])
      .when(read(9))
      .then([{ type: 'ConversationRead', data: { conversationId: c, accountId: 'b', upToSeq: 2, readAt: now } }]);
    spec
      .given([
        started(),
        sent(1),
        sent(2),
        { type: 'ConversationRead', data: { conversationId: c, accountId: 'b', upToSeq: 2, readAt: now } },
      ])
      .when(read(1))
      .then([]);
  });
  const report = (messageId: string | null) => ({
    type: 'ReportConversation' as const,
    conversationId: c,
    reportId: 'r1',
    reporterId: 'b',
    reason: 'scam' as const,
    messageId,
    note: null,
    now,
  });
  it("reports the other side's message, centred on it", () =>
    spec
      .given([started(), sent(1), sent(2)])
      .when(report('m1'))
      .then([
        {
          type: 'ConversationReported',
          data: {
            conversationId: c,
            reportId: 'r1',
            reporterId: 'b',
            reportedId: 'a',
            reason: 'scam',
            messageId: 'm1',
            atSeq: 1,
            note: null,
            reportedAt: now,
          },
        },
      ]));
  it("cannot report one's own message", () =>
    spec
      .given([started(false), sent(1, 'b')])
      .when(report('m1'))
      .thenThrows(MessageNotFoundError));
  const moderate = {
    type: 'ModerateConversation' as const,
    conversationId: c,
    staffId: 's',
    action: 'hide-message' as const,
    messageId: 'm1',
    note: null,
    now,
  };
  it('moderates only a reported conversation, aiming at the sender', () => {
    spec
      .given([started(), sent(1)])
      .when(moderate)
      .thenThrows(NotReportedError);
    spec
      .given([
        started(),
        sent(1),
        {
          type: 'ConversationReported',
          data: {
            conversationId: c,
            reportId: 'r1',
            reporterId: 'b',
            reportedId: 'a',
            reason: 'scam',
            messageId: null,
            atSeq: 1,
            note: null,
            reportedAt: now,
          },
        },
      ])
      .when(moderate)
      .then([
        {
          type: 'ConversationModerated',
          data: { conversationId: c, staffId: 's', action: 'hide-message', targetId: 'a', messageId: 'm1', note: null, moderatedAt: now },
        },
      ]);
  });
  it('erases a side once', () => {
    const erase = { type: 'EraseConversationSide' as const, conversationId: c, accountId: 'a', reason: 'retention' as const, now };
    const erased: ConversationEvent = {
      type: 'ConversationSideErased',
      data: { conversationId: c, accountId: 'a', reason: 'retention', erasedAt: now },
    };
    spec
      .given([started(), sent(1)])
      .when(erase)
      .then([erased]);
    spec
      .given([started(), sent(1), erased])
      .when(erase)
      .then([]);
    spec
      .given([started(false), sent(1), erased])
      .when(sendBy('b', 2))
      .thenThrows(ConversationNotFoundError);
  });
});

describe('messaging account', () => {
  const spec = deciderSpec(messagingAccountDecider);
  it('blocks once and unblocks', () => {
    const block = { type: 'BlockPartner' as const, accountId: 'a', blockedId: 'b', conversationId: c, now };
    const blocked = {
      type: 'MessagingPartnerBlocked' as const,
      data: { accountId: 'a', blockedId: 'b', conversationId: c, blockedAt: now },
    };
    spec.given([]).when(block).then([blocked]);
    spec.given([blocked]).when(block).then([]);
    spec
      .given([blocked])
      .when({ type: 'UnblockPartner', accountId: 'a', blockedId: 'b', now })
      .then([{ type: 'MessagingPartnerUnblocked', data: { accountId: 'a', blockedId: 'b', unblockedAt: now } }]);
  });
  it('changes settings only when they differ', () =>
    spec
      .given([])
      .when({
        type: 'ChangeMessageSettings',
        accountId: 'a',
        settings: { incoming: 'everyone', shareReadReceipts: false, emailWhenAway: true },
        now,
      })
      .then([]));
});

describe('rules', () => {
  it('admits by the recipient setting; phone verification is never satisfied yet', () => {
    expect(incomingRefusal('everyone', { verified: false, phoneVerified: false })).toBeNull();
    expect(incomingRefusal('verified', { verified: true, phoneVerified: false })).toBeNull();
    expect(incomingRefusal('verified', { verified: false, phoneVerified: false })).toBe('messaging:verifiedOnly');
    expect(incomingRefusal('phone-verified', { verified: true, phoneVerified: false })).toBe('messaging:phoneVerifiedOnly');
    expect(incomingRefusal('off', { verified: true, phoneVerified: true })).toBe('messaging:incomingOff');
  });
  it('a new account is young, unverified or has fewer than 3 accepted conversations', () => {
    const at = new Date(now);
    const old = new Date(at.getTime() - 25 * 3_600_000);
    expect(isNewAccount({ registeredAt: old, verified: true, acceptedConversations: 3 }, at)).toBe(false);
    expect(isNewAccount({ registeredAt: new Date(at.getTime() - 23 * 3_600_000), verified: true, acceptedConversations: 3 }, at)).toBe(
      true,
    );
    expect(isNewAccount({ registeredAt: old, verified: false, acceptedConversations: 3 }, at)).toBe(true);
    expect(isNewAccount({ registeredAt: old, verified: true, acceptedConversations: 2 }, at)).toBe(true);
  });
});
