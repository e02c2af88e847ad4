import {
  CONVERSATION_EVENTS,
  REQUEST_MESSAGES_MAX,
  type ContactFlag,
  type ConversationEvent,
  type ConversationModerationAction,
  type ConversationReportReason,
  type MessageCode,
  type ScamFlag,
} from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { emailNoticeDue, type Presence } from './email-notice';
import { evolveConversation, initialConversationState, sideOf, type ConversationState } from './state';

/**
 * Facts the read side and the two people's messaging streams know and the conversation does not: whether either
 * blocks the other, whether a moderator took the sender's messaging away, and (for a new conversation only) why
 * the recipient's settings refuse the sender.
 */
export interface SendFacts {
  blocked: boolean;
  suspended: boolean;
  /** The recipient's `incoming` setting refuses the sender: the text that says why. */
  refusal: MessageCode | null;
}

interface Message {
  messageId: string;
  clientId: string;
  text: string;
  contact: ContactFlag[];
  scam: ScamFlag[];
  /** Ids of the sender's photos uploaded into this conversation (the service checked they are there). */
  photos: string[];
  facts: SendFacts;
  now: string;
}

/** The first message to someone, or the next one in the pair's conversation about the same ad (same stream). */
export interface StartConversation extends Message {
  type: 'StartConversation';
  conversationId: string;
  starterId: string;
  recipientId: string;
  adId: string | null;
  /** No accepted conversation of the pair yet: the recipient decides first. */
  request: boolean;
}
export interface SendMessage extends Message {
  type: 'SendMessage';
  conversationId: string;
  senderId: string;
}
interface BySide {
  conversationId: string;
  accountId: string;
  now: string;
}
export interface AnswerRequest extends BySide {
  type: 'AcceptConversation' | 'DeclineConversation';
}
export interface ToggleSide extends BySide {
  type: 'ArchiveConversation' | 'UnarchiveConversation' | 'MuteConversation' | 'UnmuteConversation' | 'DeleteConversationForMe';
}
export interface MarkRead extends BySide {
  type: 'MarkConversationRead';
  upTo: number;
}
export interface ReportConversation {
  type: 'ReportConversation';
  conversationId: string;
  reportId: string;
  reporterId: string;
  reason: ConversationReportReason;
  messageId: string | null;
  note: string | null;
  now: string;
}
export interface ModerateConversation {
  type: 'ModerateConversation';
  conversationId: string;
  staffId: string;
  action: ConversationModerationAction;
  messageId: string | null;
  note: string | null;
  now: string;
}
export interface EraseConversationSide extends BySide {
  type: 'EraseConversationSide';
  reason: 'account-deleted' | 'retention';
}

/** The worker's: tell `accountId` by e-mail of what waits for them, if the rule allows it now (email-notice.ts). */
export interface SendEmailNotice extends BySide {
  type: 'SendEmailNotice';
  presence: Presence;
  awayMs: number;
}

export type ConversationCommand =
  | StartConversation
  | SendMessage
  | AnswerRequest
  | ToggleSide
  | MarkRead
  | ReportConversation
  | ModerateConversation
  | EraseConversationSide
  | SendEmailNotice;

export class ConversationNotFoundError extends DomainError {
  override readonly name = 'ConversationNotFoundError';
  constructor() {
    super('not_found', 'messaging:notFound', 'no such conversation for this account');
  }
}
export class MessageNotFoundError extends DomainError {
  override readonly name = 'MessageNotFoundError';
  constructor() {
    super('not_found', 'messaging:messageNotFound', 'no such message in this conversation', 'messageId');
  }
}
/** The sender may not write here now; `code` says why (blocked, declined, settings, pending request…). */
export class CannotWriteError extends DomainError {
  override readonly name = 'CannotWriteError';
  constructor(code: MessageCode) {
    super('forbidden', code, `cannot write: ${code}`);
  }
}
/** The pair's conversation about this ad was erased (retention, a deleted account): a new start opens the next one. */
export class ConversationErasedError extends DomainError {
  override readonly name = 'ConversationErasedError';
  constructor() {
    super('not_found', 'messaging:notFound', 'the conversation was erased');
  }
}
const anySideErased = (state: ConversationState) => [...state.sides.values()].some((s) => s.erased);

/** Photos go only into an accepted conversation: a request (even the recipient's answer to it) carries words only. */
export class PhotosNeedAcceptedError extends DomainError {
  override readonly name = 'PhotosNeedAcceptedError';
  constructor() {
    super('invalid', 'messaging:photosNeedAccepted', 'photos only once the conversation is accepted', 'photoIds');
  }
}

export class NotARequestError extends DomainError {
  override readonly name = 'NotARequestError';
  constructor() {
    super('conflict', 'messaging:notARequest', 'the conversation is not waiting for this account to answer');
  }
}
export class NotReportedError extends DomainError {
  override readonly name = 'NotReportedError';
  constructor() {
    super('conflict', 'messaging:notReported', 'only reported conversations can be moderated');
  }
}

const isParticipant = (state: ConversationState, accountId: string) =>
  state.started && (state.starterId === accountId || state.recipientId === accountId);
export const otherSide = (state: ConversationState, accountId: string) =>
  accountId === state.starterId ? state.recipientId : state.starterId;

function send(state: ConversationState, conversationId: string, senderId: string, m: Message): ConversationEvent[] {
  // The same clientId again is the message already sent, whatever has changed since.
  if (state.byClientId.has(`${senderId}|${m.clientId}`)) return [];
  if (m.facts.suspended) throw new CannotWriteError('messaging:suspended');
  if (m.facts.blocked) throw new CannotWriteError('messaging:blocked');
  if (anySideErased(state)) throw new ConversationNotFoundError();
  if (m.photos.length > 0 && state.status !== 'accepted') throw new PhotosNeedAcceptedError();
  const events: ConversationEvent[] = [];
  if (senderId === state.starterId) {
    if (state.status === 'declined') throw new CannotWriteError('messaging:declined');
    if (state.status === 'pending' && state.pendingSent >= REQUEST_MESSAGES_MAX) throw new CannotWriteError('messaging:requestPending');
  } else if (state.status !== 'accepted') {
    // The recipient's answer is an acceptance.
    events.push({ type: 'ConversationAccepted', data: { conversationId, accountId: senderId, acceptedAt: m.now } });
  }
  const { messageId, clientId, text, contact, scam, photos, now } = m;
  events.push({
    type: 'MessageSent',
    data: { conversationId, messageId, seq: state.lastSeq + 1, senderId, clientId, text, contact, scam, photos, sentAt: now },
  });
  return events;
}

function side(command: ToggleSide, state: ConversationState): ConversationEvent[] {
  const { conversationId, accountId, now } = command;
  const s = sideOf(state, accountId);
  switch (command.type) {
    case 'ArchiveConversation':
      return s.archived ? [] : [{ type: 'ConversationArchived', data: { conversationId, accountId, archivedAt: now } }];
    case 'UnarchiveConversation':
      return s.archived ? [{ type: 'ConversationUnarchived', data: { conversationId, accountId, unarchivedAt: now } }] : [];
    case 'MuteConversation':
      return s.muted ? [] : [{ type: 'ConversationMuted', data: { conversationId, accountId, mutedAt: now } }];
    case 'UnmuteConversation':
      return s.muted ? [{ type: 'ConversationUnmuted', data: { conversationId, accountId, unmutedAt: now } }] : [];
    case 'DeleteConversationForMe':
      return s.deletedUpTo >= state.lastSeq
        ? []
        : [{ type: 'ConversationDeletedForAccount', data: { conversationId, accountId, upToSeq: state.lastSeq, deletedAt: now } }];
  }
}

export function decideConversation(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  switch (command.type) {
    case 'StartConversation': {
      const { conversationId, starterId, recipientId } = command;
      if (state.started) {
        if (!isParticipant(state, starterId)) throw new ConversationNotFoundError();
        if (anySideErased(state)) throw new ConversationErasedError();
        return send(state, conversationId, starterId, command);
      }
      if (command.facts.suspended) throw new CannotWriteError('messaging:suspended');
      if (command.facts.blocked) throw new CannotWriteError('messaging:blocked');
      if (command.facts.refusal) throw new CannotWriteError(command.facts.refusal);
      const started: ConversationEvent = {
        type: 'ConversationStarted',
        data: { conversationId, starterId, recipientId, adId: command.adId, request: command.request, startedAt: command.now },
      };
      return [started, ...send(evolveConversation(state, started), conversationId, starterId, command)];
    }
    case 'SendMessage':
      if (!isParticipant(state, command.senderId)) throw new ConversationNotFoundError();
      return send(state, command.conversationId, command.senderId, command);
    case 'AcceptConversation':
    case 'DeclineConversation': {
      const { conversationId, accountId, now } = command;
      if (!isParticipant(state, accountId)) throw new ConversationNotFoundError();
      const accept = command.type === 'AcceptConversation';
      if (state.status === (accept ? 'accepted' : 'declined')) return [];
      // Only the recipient answers, and an accepted conversation cannot be declined afterwards (block instead).
      if (accountId !== state.recipientId || (!accept && state.status === 'accepted')) throw new NotARequestError();
      return accept
        ? [{ type: 'ConversationAccepted', data: { conversationId, accountId, acceptedAt: now } }]
        : [{ type: 'ConversationDeclined', data: { conversationId, accountId, declinedAt: now } }];
    }
    case 'ArchiveConversation':
    case 'UnarchiveConversation':
    case 'MuteConversation':
    case 'UnmuteConversation':
    case 'DeleteConversationForMe':
      if (!isParticipant(state, command.accountId)) throw new ConversationNotFoundError();
      return side(command, state);
    case 'MarkConversationRead': {
      const { conversationId, accountId, now } = command;
      if (!isParticipant(state, accountId)) throw new ConversationNotFoundError();
      const upToSeq = Math.min(command.upTo, state.lastSeq);
      return upToSeq <= sideOf(state, accountId).readUpTo
        ? []
        : [{ type: 'ConversationRead', data: { conversationId, accountId, upToSeq, readAt: now } }];
    }
    case 'ReportConversation': {
      const { conversationId, reportId, reporterId, reason, messageId, note, now } = command;
      if (!isParticipant(state, reporterId)) throw new ConversationNotFoundError();
      if (state.reportIds.has(reportId)) return [];
      const reportedId = otherSide(state, reporterId);
      const message = messageId ? state.messages.get(messageId) : undefined;
      // Only the other person's messages can be reported.
      if (messageId && message?.senderId !== reportedId) throw new MessageNotFoundError();
      const atSeq = message?.seq ?? state.lastSeq;
      return [
        {
          type: 'ConversationReported',
          data: { conversationId, reportId, reporterId, reportedId, reason, messageId, atSeq, note, reportedAt: now },
        },
      ];
    }
    case 'ModerateConversation': {
      const { conversationId, staffId, action, messageId, note, now } = command;
      if (!state.started) throw new ConversationNotFoundError();
      if (!state.lastReportedId) throw new NotReportedError();
      const message = messageId ? state.messages.get(messageId) : undefined;
      if (messageId && !message) throw new MessageNotFoundError();
      if (action === 'hide-message' && message?.hidden) return [];
      return [
        {
          type: 'ConversationModerated',
          data: { conversationId, staffId, action, targetId: message?.senderId ?? state.lastReportedId, messageId, note, moderatedAt: now },
        },
      ];
    }
    case 'EraseConversationSide': {
      const { conversationId, accountId, reason, now } = command;
      if (!isParticipant(state, accountId)) throw new ConversationNotFoundError();
      return sideOf(state, accountId).erased
        ? []
        : [{ type: 'ConversationSideErased', data: { conversationId, accountId, reason, erasedAt: now } }];
    }
    case 'SendEmailNotice': {
      const { conversationId, accountId, now } = command;
      if (!isParticipant(state, accountId)) throw new ConversationNotFoundError();
      const due = emailNoticeDue(state, accountId, command.presence, new Date(now), command.awayMs);
      if ('refused' in due) return [];
      const senderId = otherSide(state, accountId);
      return [{ type: 'ConversationEmailNoticeSent', data: { conversationId, accountId, senderId, upToSeq: due.upToSeq, sentAt: now } }];
    }
  }
}

export const conversationDecider: Decider<ConversationCommand, ConversationEvent, ConversationState> = {
  events: CONVERSATION_EVENTS,
  initialState: initialConversationState,
  evolve: evolveConversation,
  decide: decideConversation,
};
