import { assertNever, SUPPORT_CHAT_EVENTS, type Locale, type SupportChatEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';

/** One person's support chat as its decisions need it. */
export interface SupportChatState {
  /** Messages so far (the next one is `seq + 1`). */
  seq: number;
  status: 'none' | 'open' | 'handled';
  locale: Locale;
  assigneeId: string | null;
  /** Ids of messages and notes already in the chat: a retry decides nothing. */
  ids: ReadonlySet<string>;
}

export const initialSupportChatState = (): SupportChatState => ({ seq: 0, status: 'none', locale: 'pl', assigneeId: null, ids: new Set() });

export function evolveSupportChat(state: SupportChatState, event: SupportChatEvent): SupportChatState {
  switch (event.type) {
    case 'SupportChatMessageSent': {
      const d = event.data;
      const ids = new Set([...state.ids, d.messageId]);
      // A person's message opens a new or handled chat again; a staff answer leaves the status as it is.
      if (d.author === 'person') return { ...state, seq: d.seq, status: 'open', locale: d.locale, ids };
      return { ...state, seq: d.seq, ids };
    }
    case 'SupportChatNoteAdded':
      return { ...state, ids: new Set([...state.ids, event.data.noteId]) };
    case 'SupportChatAssigned':
      return { ...state, assigneeId: event.data.assigneeId };
    case 'SupportChatHandled':
      return { ...state, status: 'handled' };
    case 'SupportChatReopened':
      return { ...state, status: 'open' };
    default:
      return assertNever(event);
  }
}

interface Base {
  accountId: string;
  now: string;
}

/** The person writes; `staffOnline` is the presence of staff when the API received it (RealtimeServer.staffOnline). */
export interface WriteToSupport extends Base {
  type: 'WriteToSupport';
  messageId: string;
  clientId: string;
  text: string;
  locale: Locale;
  staffOnline: boolean;
  forwardTo: string | null;
}

/** A moderator or administrator answers; `personOnline` says whether the person has a live socket now. */
export interface AnswerSupportChat extends Base {
  type: 'AnswerSupportChat';
  messageId: string;
  staffId: string;
  text: string;
  cannedId: string | null;
  personOnline: boolean;
}

export interface AddSupportChatNote extends Base {
  type: 'AddSupportChatNote';
  noteId: string;
  staffId: string;
  text: string;
}

export interface AssignSupportChat extends Base {
  type: 'AssignSupportChat';
  staffId: string;
  assigneeId: string | null;
}

export interface SetSupportChatStatus extends Base {
  type: 'SetSupportChatStatus';
  staffId: string;
  status: 'open' | 'handled';
}

export type SupportChatCommand = WriteToSupport | AnswerSupportChat | AddSupportChatNote | AssignSupportChat | SetSupportChatStatus;

export class SupportChatNotFoundError extends DomainError {
  override readonly name = 'SupportChatNotFoundError';
  constructor() {
    super('not_found', 'support:chatNotFound', 'no such support chat');
  }
}

/**
 * Staff act only on a chat the person began. Every decision is idempotent: a message or note id already in the
 * chat, an assignment or a status it already has decide nothing.
 */
export function decideSupportChat(command: SupportChatCommand, state: SupportChatState): SupportChatEvent[] {
  const { accountId, now } = command;
  if (command.type !== 'WriteToSupport' && state.status === 'none') throw new SupportChatNotFoundError();
  switch (command.type) {
    case 'WriteToSupport': {
      if (state.ids.has(command.messageId)) return [];
      const delivery = command.staffOnline ? 'live' : 'email';
      return [
        {
          type: 'SupportChatMessageSent',
          data: {
            accountId,
            messageId: command.messageId,
            seq: state.seq + 1,
            author: 'person',
            staffId: null,
            clientId: command.clientId,
            text: command.text,
            cannedId: null,
            locale: command.locale,
            delivery,
            forwardTo: delivery === 'email' ? command.forwardTo : null,
            sentAt: now,
          },
        },
      ];
    }
    case 'AnswerSupportChat':
      if (state.ids.has(command.messageId)) return [];
      return [
        {
          type: 'SupportChatMessageSent',
          data: {
            accountId,
            messageId: command.messageId,
            seq: state.seq + 1,
            author: 'staff',
            staffId: command.staffId,
            clientId: null,
            text: command.text,
            cannedId: command.cannedId,
            locale: state.locale,
            delivery: command.personOnline ? 'live' : 'email',
            forwardTo: null,
            sentAt: now,
          },
        },
      ];
    case 'AddSupportChatNote':
      if (state.ids.has(command.noteId)) return [];
      return [
        {
          type: 'SupportChatNoteAdded',
          data: { accountId, noteId: command.noteId, staffId: command.staffId, text: command.text, addedAt: now },
        },
      ];
    case 'AssignSupportChat':
      if (state.assigneeId === command.assigneeId) return [];
      return [
        { type: 'SupportChatAssigned', data: { accountId, assigneeId: command.assigneeId, staffId: command.staffId, assignedAt: now } },
      ];
    case 'SetSupportChatStatus':
      if (state.status === command.status) return [];
      return command.status === 'handled'
        ? [{ type: 'SupportChatHandled', data: { accountId, staffId: command.staffId, handledAt: now } }]
        : [{ type: 'SupportChatReopened', data: { accountId, staffId: command.staffId, reopenedAt: now } }];
    default:
      return assertNever(command);
  }
}

export const supportChatDecider: Decider<SupportChatCommand, SupportChatEvent, SupportChatState> = {
  events: SUPPORT_CHAT_EVENTS,
  initialState: initialSupportChatState,
  evolve: evolveSupportChat,
  decide: decideSupportChat,
};
