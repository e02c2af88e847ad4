import type { ConversationEvent, MessagingAccountEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { messagingAccountDecider } from './account';
import { conversationDecider } from './decide';
import { isAway } from './email-notice';

const MIN = 60_000;
const AWAY = 10 * MIN;
const t0 = Date.parse('2026-11-29T10:00:00.000Z');
const at = (minutes: number) => new Date(t0 + minutes * MIN).toISOString();
const c = 'c1';

const started: ConversationEvent = {
  type: 'ConversationStarted',
  data: { conversationId: c, starterId: 'a', recipientId: 'b', adId: 'ad1', request: false, startedAt: at(0) },
};
const sent = (seq: number, minute: number, senderId = 'a'): ConversationEvent => ({
  type: 'MessageSent',
  data: {
    conversationId: c,
    messageId: `m${seq}`,
    seq,
    senderId,
    clientId: `k${seq}`,
    text: 'hej',
    contact: [],
    scam: [],
    sentAt: at(minute),
  },
});
const noticed = (upToSeq: number, minute: number): ConversationEvent => ({
  type: 'ConversationEmailNoticeSent',
  data: { conversationId: c, accountId: 'b', senderId: 'a', upToSeq, sentAt: at(minute) },
});
const read = (upToSeq: number, minute: number): ConversationEvent => ({
  type: 'ConversationRead',
  data: { conversationId: c, accountId: 'b', upToSeq, readAt: at(minute) },
});
const away = { online: false, lastSeenAt: at(-60) };
const notice = (minute: number, presence = away) => ({
  type: 'SendEmailNotice' as const,
  conversationId: c,
  accountId: 'b',
  presence,
  awayMs: AWAY,
  now: at(minute),
});

describe('away', () => {
  const now = new Date(at(30));
  it('is no socket anywhere and nothing seen for the whole delay', () => {
    expect(isAway({ online: false, lastSeenAt: null }, now, AWAY)).toBe(true);
    expect(isAway({ online: false, lastSeenAt: at(20) }, now, AWAY)).toBe(true);
    expect(isAway({ online: false, lastSeenAt: at(21) }, now, AWAY)).toBe(false);
    expect(isAway({ online: true, lastSeenAt: at(-600) }, now, AWAY)).toBe(false);
  });
});

describe('the e-mail notice of a message left unread', () => {
  const spec = deciderSpec(conversationDecider);

  it('goes once the message has waited the delay and its recipient is away, covering every waiting message', () => {
    spec
      .given([started, sent(1, 0), sent(2, 5)])
      .when(notice(9))
      .then([]);
    spec
      .given([started, sent(1, 0), sent(2, 5)])
      .when(notice(10))
      .then([noticed(2, 10)]);
  });

  it('waits while the recipient is online or was seen within the delay', () => {
    spec
      .given([started, sent(1, 0)])
      .when(notice(30, { online: true, lastSeenAt: at(0) }))
      .then([]);
    spec
      .given([started, sent(1, 0)])
      .when(notice(30, { online: false, lastSeenAt: at(25) }))
      .then([]);
  });

  it('goes at most once an hour per conversation, however many messages come', () => {
    const history = [started, sent(1, 0), noticed(1, 10), sent(2, 20), sent(3, 40)];
    spec.given(history).when(notice(69)).then([]);
    spec
      .given(history)
      .when(notice(70))
      .then([noticed(3, 70)]);
  });

  it('tells nothing already told, read, answered, or from the recipient themselves', () => {
    spec
      .given([started, sent(1, 0), noticed(1, 10)])
      .when(notice(200))
      .then([]);
    spec
      .given([started, sent(1, 0), read(1, 3)])
      .when(notice(30))
      .then([]);
    spec
      .given([started, sent(1, 0), sent(2, 1, 'b')])
      .when(notice(30))
      .then([]);
    spec
      .given([started, sent(1, 0, 'b')])
      .when(notice(30))
      .then([]);
  });

  it('says nothing of a muted or declined conversation', () => {
    const muted: ConversationEvent = { type: 'ConversationMuted', data: { conversationId: c, accountId: 'b', mutedAt: at(1) } };
    spec
      .given([started, sent(1, 0), muted])
      .when(notice(30))
      .then([]);
    const request: ConversationEvent = { ...started, data: { ...started.data, request: true } } as ConversationEvent;
    const declined: ConversationEvent = { type: 'ConversationDeclined', data: { conversationId: c, accountId: 'b', declinedAt: at(1) } };
    spec
      .given([request, sent(1, 0), declined])
      .when(notice(30))
      .then([]);
  });
});

describe('the opt-out', () => {
  const spec = deciderSpec(messagingAccountDecider);
  const changed = (emailWhenAway: boolean): MessagingAccountEvent => ({
    type: 'MessageSettingsChanged',
    data: { accountId: 'b', incoming: 'verified', shareReadReceipts: true, emailWhenAway, changedAt: at(0) },
  });

  it('the unsubscribe link turns only the notices off, once', () => {
    const stop = { type: 'StopEmailNotices' as const, accountId: 'b', now: at(0) };
    spec
      .given([changed(true)])
      .when(stop)
      .then([changed(false)]);
    spec
      .given([changed(true), changed(false)])
      .when(stop)
      .then([]);
  });
});
