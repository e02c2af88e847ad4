import type { SupportChatEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { SupportChatNotFoundError, supportChatDecider, type AnswerSupportChat, type WriteToSupport } from './chat';

const now = '2026-03-02T10:00:00.000Z';
const accountId = 'p1';
const write = (messageId: string, staffOnline = true): WriteToSupport => ({
  type: 'WriteToSupport',
  accountId,
  now,
  messageId,
  clientId: `c-${messageId}`,
  text: 'Punkty nie doszły.',
  locale: 'en',
  staffOnline,
  forwardTo: 'support@anonse.example',
});
const answer = (messageId: string, personOnline = true): AnswerSupportChat => ({
  type: 'AnswerSupportChat',
  accountId,
  now,
  messageId,
  staffId: 's1',
  text: 'Sprawdzamy.',
  cannedId: null,
  personOnline,
});
const sent = (messageId: string, seq: number, over: Partial<Extract<SupportChatEvent, { type: 'SupportChatMessageSent' }>['data']> = {}) =>
  ({
    type: 'SupportChatMessageSent',
    data: {
      accountId,
      messageId,
      seq,
      author: 'person',
      staffId: null,
      clientId: `c-${messageId}`,
      text: 'Punkty nie doszły.',
      cannedId: null,
      locale: 'en',
      delivery: 'live',
      forwardTo: null,
      sentAt: now,
      ...over,
    },
  }) as SupportChatEvent;
const staffSent = (messageId: string, seq: number, delivery: 'live' | 'email' = 'live') =>
  sent(messageId, seq, { author: 'staff', staffId: 's1', clientId: null, text: 'Sprawdzamy.', delivery });
const handled: SupportChatEvent = { type: 'SupportChatHandled', data: { accountId, staffId: 's1', handledAt: now } };

describe('support chat', () => {
  const spec = deciderSpec(supportChatDecider);

  it('numbers the messages of both sides and takes each message id once', () => {
    spec
      .given([])
      .when(write('m1'))
      .then([sent('m1', 1)]);
    spec
      .given([sent('m1', 1)])
      .when(write('m1'))
      .then([]);
    spec
      .given([sent('m1', 1)])
      .when(answer('m2'))
      .then([staffSent('m2', 2)]);
    spec
      .given([sent('m1', 1), staffSent('m2', 2)])
      .when(answer('m2'))
      .then([]);
  });

  it('goes on by e-mail when nobody is there: to the operator without staff online, to the person when away', () => {
    spec
      .given([])
      .when(write('m1', false))
      .then([sent('m1', 1, { delivery: 'email', forwardTo: 'support@anonse.example' })]);
    spec
      .given([sent('m1', 1)])
      .when(answer('m2', false))
      .then([staffSent('m2', 2, 'email')]);
  });

  it('is handled and reopened only when that changes something; staff act only on a chat the person began', () => {
    const status = (s: 'open' | 'handled') => ({ type: 'SetSupportChatStatus' as const, accountId, now, staffId: 's1', status: s });
    spec
      .given([sent('m1', 1)])
      .when(status('handled'))
      .then([handled]);
    spec
      .given([sent('m1', 1), handled])
      .when(status('handled'))
      .then([]);
    spec
      .given([sent('m1', 1)])
      .when(status('open'))
      .then([]);
    spec
      .given([sent('m1', 1), handled])
      .when(status('open'))
      .then([{ type: 'SupportChatReopened', data: { accountId, staffId: 's1', reopenedAt: now } }]);
    // A person's new message is what opens a handled chat again: staff need not.
    spec
      .given([sent('m1', 1), handled, sent('m3', 2)])
      .when(status('open'))
      .then([]);
    for (const command of [
      answer('m2'),
      status('handled'),
      { type: 'AddSupportChatNote' as const, accountId, now, noteId: 'n1', staffId: 's1', text: 'x' },
    ])
      spec.given([]).when(command).thenThrows(SupportChatNotFoundError, { kind: 'not_found', code: 'support:chatNotFound' });
  });

  it('keeps notes once and changes the assignee only when it differs', () => {
    const note = { type: 'AddSupportChatNote' as const, accountId, now, noteId: 'n1', staffId: 's1', text: 'VIP' };
    const noted: SupportChatEvent = {
      type: 'SupportChatNoteAdded',
      data: { accountId, noteId: 'n1', staffId: 's1', text: 'VIP', addedAt: now },
    };
    spec
      .given([sent('m1', 1)])
      .when(note)
      .then([noted]);
    spec
      .given([sent('m1', 1), noted])
      .when(note)
      .then([]);
    const assign = (assigneeId: string | null) => ({ type: 'AssignSupportChat' as const, accountId, now, staffId: 's1', assigneeId });
    const assigned: SupportChatEvent = {
      type: 'SupportChatAssigned',
      data: { accountId, assigneeId: 's2', staffId: 's1', assignedAt: now },
    };
    spec
      .given([sent('m1', 1)])
      .when(assign('s2'))
      .then([assigned]);
    spec
      .given([sent('m1', 1), assigned])
      .when(assign('s2'))
      .then([]);
    spec
      .given([sent('m1', 1)])
      .when(assign(null))
      .then([]);
  });
});
