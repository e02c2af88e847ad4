import { SUPPORT_EVENTS, type Locale, type SupportEvent, type SupportSubject } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { evolveSupportMessage, initialSupportMessageState, type SupportMessageState } from './state';

interface Base {
  messageId: string;
  now: string;
}

/** The contact form, its input validated and its form token checked. */
export interface ReceiveSupportMessage extends Base {
  type: 'ReceiveSupportMessage';
  accountId: string | null;
  name: string | null;
  email: string;
  subject: SupportSubject;
  message: string;
  locale: Locale;
  forwardTo: string | null;
}

export interface ReplyToSupportMessage extends Base {
  type: 'ReplyToSupportMessage';
  replyId: string;
  staffId: string;
  text: string;
}

export interface SetSupportMessageStatus extends Base {
  type: 'SetSupportMessageStatus';
  staffId: string;
  status: 'open' | 'handled';
}

export interface DeleteSupportMessage extends Base {
  type: 'DeleteSupportMessage';
  staffId: string;
}

export type SupportCommand = ReceiveSupportMessage | ReplyToSupportMessage | SetSupportMessageStatus | DeleteSupportMessage;

export class SupportMessageNotFoundError extends DomainError {
  override readonly name = 'SupportMessageNotFoundError';
  constructor() {
    super('not_found', 'support:notFound', 'no such support message');
  }
}

const notFound = (): never => {
  throw new SupportMessageNotFoundError();
};

/**
 * Every decision is idempotent: a form sent twice (one token, one message id), a reply id already in the thread,
 * a status the message already has and a delete of a deleted message decide nothing. A deleted message takes no
 * reply or status (its text is about to be shredded).
 */
export function decideSupportMessage(command: SupportCommand, state: SupportMessageState): SupportEvent[] {
  const { messageId, now } = command;
  switch (command.type) {
    case 'ReceiveSupportMessage': {
      if (state.received) return [];
      const { accountId, name, email, subject, message, locale, forwardTo } = command;
      return [
        {
          type: 'SupportMessageReceived',
          data: { messageId, accountId, name, email, subject, message, locale, forwardTo, receivedAt: now },
        },
      ];
    }
    case 'ReplyToSupportMessage':
      if (!state.received || state.deleted) notFound();
      if (state.replyIds.has(command.replyId)) return [];
      return [
        {
          type: 'SupportReplySent',
          data: { messageId, replyId: command.replyId, staffId: command.staffId, text: command.text, sentAt: now },
        },
      ];
    case 'SetSupportMessageStatus':
      if (!state.received || state.deleted) notFound();
      if (state.status === command.status) return [];
      return command.status === 'handled'
        ? [{ type: 'SupportMessageHandled', data: { messageId, staffId: command.staffId, handledAt: now } }]
        : [{ type: 'SupportMessageReopened', data: { messageId, staffId: command.staffId, reopenedAt: now } }];
    case 'DeleteSupportMessage':
      if (!state.received) notFound();
      if (state.deleted) return [];
      return [{ type: 'SupportMessageDeleted', data: { messageId, staffId: command.staffId, deletedAt: now } }];
  }
}

export const supportMessageDecider: Decider<SupportCommand, SupportEvent, SupportMessageState> = {
  events: SUPPORT_EVENTS,
  initialState: initialSupportMessageState,
  evolve: evolveSupportMessage,
  decide: decideSupportMessage,
};
