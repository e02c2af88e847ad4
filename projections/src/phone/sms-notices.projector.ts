import {
  AD_EVENTS,
  assertNever,
  CONVERSATION_EVENTS,
  eventSubset,
  PHONE_EVENTS,
  VERIFICATION_EVENTS,
  type SmsNoticeKind,
} from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import { ACCOUNT_DELETED, withAccountDeletions } from '../privacy';
import type { Projector } from '../runner/projector';
import { smsNoticesMigrations } from './phone.migration';

/** The owner's choice, and the revocation that turns it off (the number it went to is gone). */
const SETTINGS = eventSubset(PHONE_EVENTS, ['SmsNoticesChosen', 'PhoneVerificationRevoked']);
/** A moderator's decision on an ad, a new ad's or a change's (the bell and the mail tell the same). */
const AD_DECISIONS = eventSubset(AD_EVENTS, ['AdApproved', 'AdRejected', 'AdChangesApproved', 'AdChangesRejected']);
const VERIFICATION_DECISIONS = eventSubset(VERIFICATION_EVENTS, ['AccountVerified', 'VerificationRejected']);
/** A conversation that starts as a request (the pair has none accepted); its first message is never told. */
const MESSAGE_REQUESTS = eventSubset(CONVERSATION_EVENTS, ['ConversationStarted']);

export const SMS_NOTICE_EVENT_TYPES: readonly string[] = [
  ...SETTINGS.types,
  ...AD_DECISIONS.types,
  ...VERIFICATION_DECISIONS.types,
  ...MESSAGE_REQUESTS.types,
  ACCOUNT_DELETED,
];

const COLUMN: Record<SmsNoticeKind, string> = {
  adDecided: 'ad_decided',
  verificationDecided: 'verification_decided',
  messageRequest: 'message_request',
};

/** What an SMS says, beyond its kind: which decision (the text is written by the API in the person's language). */
export type SmsNoticeTopic = 'adApproved' | 'adRejected' | 'verificationApproved' | 'verificationRejected' | 'messageRequest';

interface Trigger {
  accountId: string;
  kind: SmsNoticeKind;
  topic: SmsNoticeTopic;
}

/** The notice an event asks for, if any (a legacy ad event without its owner has nobody to tell). */
function triggerOf(raw: RecordedEvent): Trigger | null {
  if (AD_DECISIONS.has(raw.type)) {
    const event = AD_DECISIONS.parse(raw);
    const accountId = event.data.ownerId;
    if (!accountId) return null;
    switch (event.type) {
      case 'AdApproved':
      case 'AdChangesApproved':
        return { accountId, kind: 'adDecided', topic: 'adApproved' };
      case 'AdRejected':
      case 'AdChangesRejected':
        return { accountId, kind: 'adDecided', topic: 'adRejected' };
      default:
        return assertNever(event);
    }
  }
  if (VERIFICATION_DECISIONS.has(raw.type)) {
    const event = VERIFICATION_DECISIONS.parse(raw);
    switch (event.type) {
      case 'AccountVerified':
        return { accountId: event.data.accountId, kind: 'verificationDecided', topic: 'verificationApproved' };
      case 'VerificationRejected':
        return { accountId: event.data.accountId, kind: 'verificationDecided', topic: 'verificationRejected' };
      default:
        return assertNever(event);
    }
  }
  if (MESSAGE_REQUESTS.has(raw.type)) {
    const { recipientId, request } = MESSAGE_REQUESTS.parse(raw).data;
    return request ? { accountId: recipientId, kind: 'messageRequest', topic: 'messageRequest' } : null;
  }
  return null;
}

async function applySettings(db: SqlExecutor, raw: RecordedEvent): Promise<void> {
  const event = SETTINGS.parse(raw);
  switch (event.type) {
    case 'SmsNoticesChosen': {
      const d = event.data;
      await db.query(
        `INSERT INTO sms_notice_settings (account_id, ad_decided, verification_decided, message_request) VALUES ($1, $2, $3, $4)
         ON CONFLICT (account_id) DO UPDATE SET ad_decided = EXCLUDED.ad_decided,
           verification_decided = EXCLUDED.verification_decided, message_request = EXCLUDED.message_request`,
        [d.accountId, d.adDecided, d.verificationDecided, d.messageRequest],
      );
      return;
    }
    // Notices not yet handed to the outbox stop with the number; the worker takes queued ones back from the outbox.
    case 'PhoneVerificationRevoked':
      await db.query('DELETE FROM sms_notice_settings WHERE account_id = $1', [event.data.accountId]);
      await db.query(`UPDATE sms_notices SET status = 'cancelled', decided_at = $2 WHERE account_id = $1 AND status = 'new'`, [
        event.data.accountId,
        event.data.revokedAt,
      ]);
      return;
    default:
      return assertNever(event);
  }
}

async function apply(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const raw of events) {
    if (SETTINGS.has(raw.type)) {
      // An erased person's revocation reads without its reason; what matters here is whose it was.
      if (raw.metadata[ERASED] && raw.type === 'PhoneVerificationRevoked') {
        await db.query('DELETE FROM sms_notice_settings WHERE account_id = $1', [(raw.data as { accountId: string }).accountId]);
      } else await applySettings(db, raw);
      continue;
    }
    // An erased person is told nothing.
    if (raw.metadata[ERASED]) continue;
    const trigger = triggerOf(raw);
    if (!trigger) continue;
    const { rows } = await db.query<{ chosen: boolean }>(
      `SELECT ${COLUMN[trigger.kind]} AS chosen FROM sms_notice_settings WHERE account_id = $1`,
      [trigger.accountId],
    );
    if (rows[0]?.chosen !== true) continue;
    const occurredAt = typeof raw.metadata.occurredAt === 'string' ? raw.metadata.occurredAt : raw.createdAt;
    // Keyed by the causing event: a replay or a rebuild queues nothing twice.
    await db.query(
      `INSERT INTO sms_notices (event_id, account_id, kind, topic, position, occurred_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (event_id) DO NOTHING`,
      [raw.id, trigger.accountId, trigger.kind, trigger.topic, raw.position, occurredAt],
    );
  }
}

/**
 * The SMS notices reactor: an opted-in account's decision or message request becomes a `new` row in the transaction
 * that advances its checkpoint, so each event asks for its SMS exactly once. The API's SMS worker takes it from
 * there (the number, the language, the quiet hours and the monthly cap are judged when it is queued).
 */
export function createSmsNoticesProjector(): Projector {
  return {
    name: 'sms-notices',
    mode: 'transactional',
    handles: SMS_NOTICE_EVENT_TYPES,
    migrations: smsNoticesMigrations,
    apply: (events, db) =>
      withAccountDeletions(
        events,
        (rest) => apply(db, rest),
        async (d) => {
          await db.query('DELETE FROM sms_notice_settings WHERE account_id = $1', [d.accountId]);
          await db.query('DELETE FROM sms_notices WHERE account_id = $1', [d.accountId]);
        },
      ),
    // The notices are history, not a view: a rebuild must not ask again for what went out (the event ids turn the
    // replay into no-ops). Only the choices are derived state.
    reset: async (db) => {
      await db.query('TRUNCATE sms_notice_settings');
    },
  };
}
