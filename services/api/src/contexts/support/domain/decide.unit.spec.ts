import type { SupportEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { SupportMessageNotFoundError, supportMessageDecider, type ReceiveSupportMessage } from './decide';

const now = '2026-03-02T10:00:00.000Z';
const messageId = 'm1';
const receive: ReceiveSupportMessage = {
  type: 'ReceiveSupportMessage',
  messageId,
  now,
  accountId: null,
  name: 'Ala',
  email: 'ala@example.com',
  subject: 'payment',
  message: 'Zapłaciłam, a punkty nie doszły.',
  locale: 'pl',
  forwardTo: 'support@anonse.example',
};
const received: SupportEvent = {
  type: 'SupportMessageReceived',
  data: {
    messageId,
    accountId: null,
    name: 'Ala',
    email: 'ala@example.com',
    subject: 'payment',
    message: 'Zapłaciłam, a punkty nie doszły.',
    locale: 'pl',
    forwardTo: 'support@anonse.example',
    receivedAt: now,
  },
};
const replied = (replyId: string): SupportEvent => ({
  type: 'SupportReplySent',
  data: { messageId, replyId, staffId: 's1', text: 'Sprawdzamy.', sentAt: now },
});
const handled: SupportEvent = { type: 'SupportMessageHandled', data: { messageId, staffId: 's1', handledAt: now } };
const deleted: SupportEvent = { type: 'SupportMessageDeleted', data: { messageId, staffId: 's1', deletedAt: now } };

describe('support message', () => {
  const spec = deciderSpec(supportMessageDecider);
  const reply = (replyId: string) => ({
    type: 'ReplyToSupportMessage' as const,
    messageId,
    now,
    replyId,
    staffId: 's1',
    text: 'Sprawdzamy.',
  });
  const status = (s: 'open' | 'handled') => ({ type: 'SetSupportMessageStatus' as const, messageId, now, staffId: 's1', status: s });

  it('receives a message once: the same form sent twice makes one message', () => {
    spec.given([]).when(receive).then([received]);
    spec.given([received]).when(receive).then([]);
  });

  it('keeps replies in the thread, each reply id once', () => {
    spec
      .given([received])
      .when(reply('r1'))
      .then([replied('r1')]);
    spec
      .given([received, replied('r1')])
      .when(reply('r1'))
      .then([]);
    spec
      .given([received, replied('r1')])
      .when(reply('r2'))
      .then([replied('r2')]);
  });

  it('is marked handled and reopened, only when that changes something', () => {
    spec.given([received]).when(status('handled')).then([handled]);
    spec.given([received, handled]).when(status('handled')).then([]);
    spec.given([received]).when(status('open')).then([]);
    spec
      .given([received, handled])
      .when(status('open'))
      .then([{ type: 'SupportMessageReopened', data: { messageId, staffId: 's1', reopenedAt: now } }]);
  });

  it('is deleted once, and a deleted or unknown message takes nothing more', () => {
    spec.given([received]).when({ type: 'DeleteSupportMessage', messageId, now, staffId: 's1' }).then([deleted]);
    spec.given([received, deleted]).when({ type: 'DeleteSupportMessage', messageId, now, staffId: 's1' }).then([]);
    for (const given of [[], [received, deleted]])
      for (const command of [reply('r1'), status('handled')])
        spec.given(given).when(command).thenThrows(SupportMessageNotFoundError, { kind: 'not_found', code: 'support:notFound' });
    spec.given([]).when({ type: 'DeleteSupportMessage', messageId, now, staffId: 's1' }).thenThrows(SupportMessageNotFoundError);
  });
});
