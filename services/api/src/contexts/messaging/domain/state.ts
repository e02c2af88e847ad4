import { assertNever, type ConversationEvent } from '@anonse/contracts';

export type RequestStatus = 'pending' | 'accepted' | 'declined';

/** What one participant did to the conversation for themselves. */
export interface SideState {
  archived: boolean;
  muted: boolean;
  /** Delete for me: messages up to this seq are gone for them. */
  deletedUpTo: number;
  readUpTo: number;
  erased: boolean;
  /** The e-mail notice (email-notice.ts): the other side's messages up to this seq were told of, at `noticedAt`. */
  noticedUpTo: number;
  noticedAt: string | null;
}

export interface MessageState {
  seq: number;
  senderId: string;
  hidden: boolean;
  sentAt: string;
}

export interface ConversationState {
  started: boolean;
  starterId: string;
  recipientId: string;
  adId: string | null;
  status: RequestStatus;
  lastSeq: number;
  /** `${senderId}|${clientId}` → messageId: a repeated clientId is the same message. */
  byClientId: Map<string, string>;
  messages: Map<string, MessageState>;
  /** Messages the starter sent while the request was pending. */
  pendingSent: number;
  sides: Map<string, SideState>;
  reportIds: Set<string>;
  /** The account the latest report is about: a moderator's action aims at it. */
  lastReportedId: string | null;
}

export const initialConversationState = (): ConversationState => ({
  started: false,
  starterId: '',
  recipientId: '',
  adId: null,
  status: 'pending',
  lastSeq: 0,
  byClientId: new Map(),
  messages: new Map(),
  pendingSent: 0,
  sides: new Map(),
  reportIds: new Set(),
  lastReportedId: null,
});

const freshSide = (): SideState => ({
  archived: false,
  muted: false,
  deletedUpTo: 0,
  readUpTo: 0,
  erased: false,
  noticedUpTo: 0,
  noticedAt: null,
});

function withSide(state: ConversationState, accountId: string, change: Partial<SideState>): ConversationState {
  const sides = new Map(state.sides);
  sides.set(accountId, { ...(sides.get(accountId) ?? freshSide()), ...change });
  return { ...state, sides };
}

export const sideOf = (state: ConversationState, accountId: string): SideState => state.sides.get(accountId) ?? freshSide();

export function evolveConversation(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'ConversationStarted': {
      const d = event.data;
      return {
        ...state,
        started: true,
        starterId: d.starterId,
        recipientId: d.recipientId,
        adId: d.adId,
        status: d.request ? 'pending' : 'accepted',
      };
    }
    case 'MessageSent': {
      const d = event.data;
      const byClientId = new Map(state.byClientId).set(`${d.senderId}|${d.clientId}`, d.messageId);
      const messages = new Map(state.messages).set(d.messageId, { seq: d.seq, senderId: d.senderId, hidden: false, sentAt: d.sentAt });
      const pendingSent = state.status === 'pending' && d.senderId === state.starterId ? state.pendingSent + 1 : state.pendingSent;
      // A message un-archives the conversation for the other side: it has news for them.
      const next = { ...state, lastSeq: d.seq, byClientId, messages, pendingSent };
      const other = d.senderId === state.starterId ? state.recipientId : state.starterId;
      return sideOf(next, other).archived ? withSide(next, other, { archived: false }) : next;
    }
    case 'ConversationAccepted':
      return { ...state, status: 'accepted' };
    case 'ConversationDeclined':
      return { ...state, status: 'declined' };
    case 'ConversationArchived':
      return withSide(state, event.data.accountId, { archived: true });
    case 'ConversationUnarchived':
      return withSide(state, event.data.accountId, { archived: false });
    case 'ConversationMuted':
      return withSide(state, event.data.accountId, { muted: true });
    case 'ConversationUnmuted':
      return withSide(state, event.data.accountId, { muted: false });
    case 'ConversationDeletedForAccount':
      return withSide(state, event.data.accountId, { deletedUpTo: event.data.upToSeq, archived: false });
    case 'ConversationRead':
      return withSide(state, event.data.accountId, {
        readUpTo: Math.max(sideOf(state, event.data.accountId).readUpTo, event.data.upToSeq),
      });
    case 'ConversationReported':
      return { ...state, reportIds: new Set(state.reportIds).add(event.data.reportId), lastReportedId: event.data.reportedId };
    case 'ConversationModerated': {
      const { messageId, action } = event.data;
      const message = messageId ? state.messages.get(messageId) : undefined;
      if (action !== 'hide-message' || !messageId || !message) return state;
      return { ...state, messages: new Map(state.messages).set(messageId, { ...message, hidden: true }) };
    }
    case 'ConversationSideErased':
      return withSide(state, event.data.accountId, { erased: true });
    case 'ConversationEmailNoticeSent':
      return withSide(state, event.data.accountId, {
        noticedUpTo: Math.max(sideOf(state, event.data.accountId).noticedUpTo, event.data.upToSeq),
        noticedAt: event.data.sentAt,
      });
    default:
      return assertNever(event);
  }
}
