import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';

/**
 * Events of stream `notifications-{accountId}`: what the person has read. The notices themselves are not events
 * of their own: the read side derives them from the events they tell about (AdApproved, …), each under an id
 * derived from its source event, so these can name them and a rebuild gives every notice the same id again.
 */
const NotificationReadEvent = defineEvent(
  'NotificationRead',
  z.object({ accountId: z.string(), notificationId: z.string(), readAt: z.iso.datetime() }),
);
/**
 * "Mark all as read": every notice of the person up to `upToPosition` (the global position of the newest notice
 * the person had when asking), so a notice that arrives while the request travels stays unread.
 */
const AllNotificationsReadEvent = defineEvent(
  'AllNotificationsRead',
  z.object({ accountId: z.string(), upToPosition: z.number().int().min(0), readAt: z.iso.datetime() }),
);

export const NOTIFICATION_EVENTS = eventRegistry([NotificationReadEvent, AllNotificationsReadEvent]);
export type NotificationRead = EventOf<typeof NotificationReadEvent>;
export type AllNotificationsRead = EventOf<typeof AllNotificationsReadEvent>;
export type NotificationEvent = EventsOf<typeof NOTIFICATION_EVENTS>;

export const notificationsStreamId = (accountId: string) => `notifications-${accountId}`;
