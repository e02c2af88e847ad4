import { assertNever } from '@anonse/contracts';
import type { NotificationEvent } from '@anonse/contracts';

/** What one person has read: single notices, and everything up to a position ("mark all as read"). */
export interface NotificationsReadState {
  readIds: ReadonlySet<string>;
  allReadUpTo: number;
}

export const initialNotificationsReadState = (): NotificationsReadState => ({ readIds: new Set(), allReadUpTo: -1 });

export function evolveNotificationsRead(state: NotificationsReadState, event: NotificationEvent): NotificationsReadState {
  switch (event.type) {
    case 'NotificationRead':
      return { ...state, readIds: new Set(state.readIds).add(event.data.notificationId) };
    case 'AllNotificationsRead':
      return { ...state, allReadUpTo: Math.max(state.allReadUpTo, event.data.upToPosition) };
    default:
      return assertNever(event);
  }
}
