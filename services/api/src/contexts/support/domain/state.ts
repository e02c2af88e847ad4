import { assertNever } from '@anonse/contracts';
import type { SupportEvent } from '@anonse/contracts';

/** One contact message as its decisions need it. */
export interface SupportMessageState {
  received: boolean;
  status: 'open' | 'handled';
  replyIds: ReadonlySet<string>;
  deleted: boolean;
}

export const initialSupportMessageState = (): SupportMessageState => ({
  received: false,
  status: 'open',
  replyIds: new Set(),
  deleted: false,
});

export function evolveSupportMessage(state: SupportMessageState, event: SupportEvent): SupportMessageState {
  switch (event.type) {
    case 'SupportMessageReceived':
      return { ...state, received: true, status: 'open' };
    case 'SupportReplySent':
      return { ...state, replyIds: new Set([...state.replyIds, event.data.replyId]) };
    case 'SupportMessageHandled':
      return { ...state, status: 'handled' };
    case 'SupportMessageReopened':
      return { ...state, status: 'open' };
    case 'SupportMessageDeleted':
      return { ...state, deleted: true };
    default:
      return assertNever(event);
  }
}
