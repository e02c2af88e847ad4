import { createHash } from 'node:crypto';
import { ACCOUNT_EVENTS, AD_EVENTS, NOTIFICATION_EVENTS, PHOTO_EVENTS, PROMOTION_EVENTS, SAVED_SEARCH_EVENTS, VERIFICATION_EVENTS, type NoticeKind, type NoticeParams } from '@anonse/contracts';
import { ERASED, type RecordedEvent } from '@anonse/eventstore';

/** The events that make, read or drop notices. */
export const NOTICE_SOURCE_TYPES = [
  'AdApproved',
  'AdRejected',
  'AdChangesApproved',
  'AdChangesRejected',
  'AdExpiringSoon',
  'AdExpired',
] as const satisfies readonly (typeof AD_EVENTS.types)[number][];
export const PHOTO_NOTICE_TYPES = ['PhotoProcessingFailed', 'PhotoRedactionFailed', 'PhotoRedactionRequested'] as const satisfies readonly (typeof PHOTO_EVENTS.types)[number][];
export const VERIFICATION_NOTICE_TYPES = ['AccountVerified', 'VerificationRejected', 'AccountVerificationRevoked'] as const satisfies readonly (typeof VERIFICATION_EVENTS.types)[number][];
export const PROMOTION_NOTICE_TYPES = ['AdPromoted', 'AdPromotionEndingSoon', 'AdPromotionEnded', 'PromotionRefused'] as const satisfies readonly (typeof PROMOTION_EVENTS.types)[number][];
/** New ads for one of the person's saved searches (at most one notice an hour per search: the alerts worker's pace). */
export const SAVED_SEARCH_NOTICE_TYPES = ['SavedSearchAlerted'] as const satisfies readonly (typeof SAVED_SEARCH_EVENTS.types)[number][];
export const NOTIFICATIONS_EVENT_TYPES: readonly string[] = [
  ...PROMOTION_NOTICE_TYPES,
  ...SAVED_SEARCH_NOTICE_TYPES,
  ...NOTICE_SOURCE_TYPES,
  ...PHOTO_NOTICE_TYPES,
  ...VERIFICATION_NOTICE_TYPES,
  ...NOTIFICATION_EVENTS.types,
  'AccountDeleted' satisfies (typeof ACCOUNT_EVENTS.types)[number],
];

/**
 * The id of the notice an event makes: derived from the event's id, so a replay or a rebuild gives the same
 * notice the same id (a read mark names it), and shaped as a UUID like every id the API hands out.
 */
export function noticeIdOf(eventId: string): string {
  const h = createHash('sha256').update(`notification|${eventId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface NoticeRow {
  id: string;
  /** Null on events written before they carried `ownerId`: the ad's owner is looked up in the ads read model. */
  recipient_id: string | null;
  kind: NoticeKind;
  ad_id: string | null;
  params: NoticeParams;
  position: number;
  created_at: string;
}

/** One write, in log order; consecutive writes of one kind are merged so a batch costs a few statements. */
export type NoticeWrite =
  | { kind: 'insert'; rows: NoticeRow[] }
  | { kind: 'erase'; recipients: string[] }
  | { kind: 'read'; marks: { account_id: string; notification_id: string; read_at: string }[] }
  | { kind: 'readAll'; marks: { account_id: string; up_to: number; read_at: string }[] };

function push<K extends NoticeWrite['kind']>(writes: NoticeWrite[], kind: K, item: unknown): void {
  const last = writes.at(-1);
  const list = (w: NoticeWrite): unknown[] => (w.kind === 'insert' ? w.rows : w.kind === 'erase' ? w.recipients : w.marks);
  if (last?.kind === kind) list(last).push(item);
  else writes.push({ kind, ...(kind === 'insert' ? { rows: [item] } : kind === 'erase' ? { recipients: [item] } : { marks: [item] }) } as NoticeWrite);
}

const notice = (raw: RecordedEvent, kind: NoticeKind, recipient: string | undefined, adId: string | null, at: string, params: NoticeParams = {}): NoticeRow => ({
  id: noticeIdOf(raw.id),
  recipient_id: recipient ?? null,
  kind,
  ad_id: adId,
  params,
  position: raw.position,
  created_at: at,
});

/**
 * Turns a batch of events (global order) into the notices' writes. Each event is parsed with its contract first:
 * one that does not fit throws, and the runner parks it. An event read as erased (its person's key is gone)
 * drops that person's notices instead of making one. Pure, hence unit-tested on its own.
 */
export function foldNotificationEvents(events: readonly RecordedEvent[]): NoticeWrite[] {
  const writes: NoticeWrite[] = [];
  for (const raw of events) {
    if (raw.metadata[ERASED]) {
      const owner = (raw.data as { ownerId?: unknown }).ownerId;
      if (typeof owner === 'string') push(writes, 'erase', owner);
      continue;
    }
    if (AD_EVENTS.has(raw.type)) {
      const event = AD_EVENTS.parse(raw);
      switch (event.type) {
        case 'AdApproved':
          push(writes, 'insert', notice(raw, 'adApproved', event.data.ownerId, event.data.adId, event.data.approvedAt));
          break;
        case 'AdRejected':
          push(writes, 'insert', notice(raw, 'adRejected', event.data.ownerId, event.data.adId, event.data.rejectedAt, { reason: event.data.reason }));
          break;
        case 'AdChangesApproved':
          push(writes, 'insert', notice(raw, 'adChangesApproved', event.data.ownerId, event.data.adId, event.data.approvedAt));
          break;
        case 'AdChangesRejected':
          push(writes, 'insert', notice(raw, 'adChangesRejected', event.data.ownerId, event.data.adId, event.data.rejectedAt, { reason: event.data.reason }));
          break;
        case 'AdExpiringSoon':
          push(writes, 'insert', notice(raw, 'adExpiringSoon', event.data.ownerId, event.data.adId, event.data.remindedAt, { expiresAt: event.data.expiresAt }));
          break;
        case 'AdExpired':
          push(writes, 'insert', notice(raw, 'adExpired', event.data.ownerId, event.data.adId, event.data.expiredAt));
          break;
        default:
          break;
      }
    } else if (PHOTO_EVENTS.has(raw.type)) {
      const event = PHOTO_EVENTS.parse(raw);
      if (event.type === 'PhotoProcessingFailed')
        push(writes, 'insert', notice(raw, 'photoProcessingFailed', event.data.ownerId, null, event.data.failedAt, { failure: event.data.reason }));
      // The photo is hidden until its owner acts (its files are unredacted): they must hear of it.
      else if (event.type === 'PhotoRedactionFailed') push(writes, 'insert', notice(raw, 'photoRedactionFailed', event.data.ownerId, null, event.data.failedAt));
      // A moderator changed the person's photo (admin image editing): they must hear of it; their own redactions need no notice.
      else if (event.type === 'PhotoRedactionRequested' && event.data.by === 'moderator')
        push(writes, 'insert', notice(raw, 'photoRedactedByModerator', event.data.ownerId, event.data.adId ?? null, event.data.requestedAt));
    } else if (VERIFICATION_EVENTS.has(raw.type)) {
      const event = VERIFICATION_EVENTS.parse(raw);
      if (event.type === 'AccountVerified') push(writes, 'insert', notice(raw, 'verificationApproved', event.data.accountId, null, event.data.verifiedAt));
      else if (event.type === 'VerificationRejected')
        push(writes, 'insert', notice(raw, 'verificationRejected', event.data.accountId, null, event.data.rejectedAt, { reason: event.data.reason, ...(event.data.reasonCode ? { reasonCode: event.data.reasonCode } : {}) }));
      else if (event.type === 'AccountVerificationRevoked') push(writes, 'insert', notice(raw, 'verificationRevoked', event.data.accountId, null, event.data.revokedAt, { reason: event.data.reason }));
    } else if (PROMOTION_EVENTS.has(raw.type)) {
      const event = PROMOTION_EVENTS.parse(raw);
      const { adId, ownerId } = event.data as { adId: string; ownerId?: string };
      if (event.type === 'AdPromoted') push(writes, 'insert', notice(raw, 'promotionStarted', ownerId, adId, event.data.promotedAt, { expiresAt: event.data.until }));
      else if (event.type === 'AdPromotionEndingSoon') push(writes, 'insert', notice(raw, 'promotionEndingSoon', ownerId, adId, event.data.remindedAt, { expiresAt: event.data.until }));
      else if (event.type === 'AdPromotionEnded')
        push(writes, 'insert', notice(raw, event.data.reason === 'expired' ? 'promotionEnded' : 'promotionEndedByAdministrator', ownerId, adId, event.data.endedAt));
      else if (event.type === 'PromotionRefused') push(writes, 'insert', notice(raw, 'promotionRefunded', ownerId, adId, event.data.refusedAt, { points: event.data.points }));
    } else if (SAVED_SEARCH_EVENTS.has(raw.type)) {
      const event = SAVED_SEARCH_EVENTS.parse(raw);
      if (event.type === 'SavedSearchAlerted') {
        const { accountId, name, query, adIds, alertedAt } = event.data;
        push(writes, 'insert', notice(raw, 'savedSearchMatches', accountId, null, alertedAt, { name, query, count: adIds.length }));
      }
    } else if (NOTIFICATION_EVENTS.has(raw.type)) {
      const event = NOTIFICATION_EVENTS.parse(raw);
      if (event.type === 'NotificationRead')
        push(writes, 'read', { account_id: event.data.accountId, notification_id: event.data.notificationId, read_at: event.data.readAt });
      else push(writes, 'readAll', { account_id: event.data.accountId, up_to: event.data.upToPosition, read_at: event.data.readAt });
    } else if (ACCOUNT_EVENTS.has(raw.type)) {
      const event = ACCOUNT_EVENTS.parse(raw);
      if (event.type === 'AccountDeleted') push(writes, 'erase', event.data.accountId);
    }
  }
  return writes;
}
