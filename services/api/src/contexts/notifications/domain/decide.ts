import { NOTIFICATION_EVENTS, type NotificationEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import { evolveNotificationsRead, initialNotificationsReadState, type NotificationsReadState } from './state';

/** The notice does not exist, or is someone else's (the same answer: no existence oracle). */
export class NotificationNotFoundError extends DomainError {
  override readonly name = 'NotificationNotFoundError';
  constructor(id: string) {
    super('not_found', 'notifications:notificationNotFound', `notification ${id} is not the caller's`);
  }
}

/** A notice as the read model knows it, looked up for the caller only (null: none of theirs). */
export interface KnownNotice {
  position: number;
}

export type NotificationsCommand =
  | { type: 'MarkNotificationRead'; accountId: string; notificationId: string; notice: KnownNotice | null; now: string }
  /** `upToPosition` null: the person has nothing unread (among what they saw). */
  | { type: 'MarkAllNotificationsRead'; accountId: string; upToPosition: number | null; now: string };

/** Marking what is already read appends nothing: a double click or a retry is not a second event. */
function decide(command: NotificationsCommand, state: NotificationsReadState): NotificationEvent[] {
  switch (command.type) {
    case 'MarkNotificationRead': {
      if (!command.notice) throw new NotificationNotFoundError(command.notificationId);
      if (state.readIds.has(command.notificationId) || command.notice.position <= state.allReadUpTo) return [];
      return [
        { type: 'NotificationRead', data: { accountId: command.accountId, notificationId: command.notificationId, readAt: command.now } },
      ];
    }
    case 'MarkAllNotificationsRead': {
      if (command.upToPosition === null || command.upToPosition <= state.allReadUpTo) return [];
      return [
        { type: 'AllNotificationsRead', data: { accountId: command.accountId, upToPosition: command.upToPosition, readAt: command.now } },
      ];
    }
  }
}

/** Stream `notifications-{accountId}`: one person's read marks. */
export const notificationsDecider: Decider<NotificationsCommand, NotificationEvent, NotificationsReadState> = {
  events: NOTIFICATION_EVENTS,
  initialState: initialNotificationsReadState,
  evolve: evolveNotificationsRead,
  decide,
};
