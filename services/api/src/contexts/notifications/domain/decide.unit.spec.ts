import type { NotificationEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import { NotificationNotFoundError, notificationsDecider } from './decide';

const now = '2025-01-01T10:00:00.000Z';
const n1 = '11111111-1111-5111-8111-111111111111';
const n2 = '22222222-2222-5222-8222-222222222222';
const read1: NotificationEvent = { type: 'NotificationRead', data: { accountId: 'u1', notificationId: n1, readAt: now } };
const allUpTo = (upToPosition: number): NotificationEvent => ({
  type: 'AllNotificationsRead',
  data: { accountId: 'u1', upToPosition, readAt: now },
});
const markRead = (notificationId: string, position: number | null) =>
  ({ type: 'MarkNotificationRead', accountId: 'u1', notificationId, notice: position === null ? null : { position }, now }) as const;
const markAll = (upToPosition: number | null) => ({ type: 'MarkAllNotificationsRead', accountId: 'u1', upToPosition, now }) as const;

const spec = deciderSpec(notificationsDecider);

describe('notifications read marks', () => {
  it('marks an unread notice read', () => spec.given([]).when(markRead(n1, 5)).then([read1]));

  it('refuses a notice that is not the caller’s (404, nothing appended)', () =>
    spec
      .given([])
      .when(markRead(n1, null))
      .thenThrows(NotificationNotFoundError, { kind: 'not_found', code: 'notifications:notificationNotFound' }));

  it('appends nothing for a notice already read, singly or by "mark all"', () => {
    spec.given([read1]).when(markRead(n1, 5)).then([]);
    spec
      .given([allUpTo(7)])
      .when(markRead(n2, 7))
      .then([]);
  });

  it('still marks a notice newer than the last "mark all"', () =>
    spec
      .given([allUpTo(7)])
      .when(markRead(n2, 8))
      .then([{ type: 'NotificationRead', data: { accountId: 'u1', notificationId: n2, readAt: now } }]));

  it('marks all up to the newest unread position, once', () => {
    spec
      .given([])
      .when(markAll(9))
      .then([allUpTo(9)]);
    spec
      .given([allUpTo(9)])
      .when(markAll(9))
      .then([]);
    spec
      .given([allUpTo(9)])
      .when(markAll(4))
      .then([]);
    spec
      .given([allUpTo(9)])
      .when(markAll(12))
      .then([allUpTo(12)]);
  });

  it('appends nothing when nothing is unread', () => spec.given([]).when(markAll(null)).then([]));
});
