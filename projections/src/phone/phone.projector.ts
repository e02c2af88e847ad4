import { assertNever, PHONE_EVENTS, type PhoneEvent } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import { ACCOUNT_DELETED, withAccountDeletions } from '../privacy';
import type { Projector } from '../runner/projector';
import { phoneMigrations } from './phone.migration';

export const PHONE_EVENT_TYPES = [...PHONE_EVENTS.types, ACCOUNT_DELETED] as const;

/** An erased person's events read with the sealed number (or reason) gone; the rest still folds until the deletion drops it. */
function parse(raw: RecordedEvent): PhoneEvent {
  if (!raw.metadata[ERASED]) return PHONE_EVENTS.parse(raw);
  const data = raw.data as Record<string, unknown>;
  return PHONE_EVENTS.parse({
    ...raw,
    data: { ...data, ...('number' in data ? { number: '' } : {}), ...('reason' in data ? { reason: '' } : {}) },
  });
}

async function apply(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const raw of events) {
    const event = parse(raw);
    switch (event.type) {
      case 'PhoneCodeSent': {
        const d = event.data;
        await db.query(
          `INSERT INTO phone_sends (challenge_id, account_id, number_key, country, sent_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (challenge_id) DO NOTHING`,
          [d.challengeId, d.accountId, d.numberKey, d.country, d.sentAt],
        );
        break;
      }
      case 'PhoneCodeRejected':
      case 'SmsNoticesChosen':
        break;
      case 'PhoneVerified': {
        const d = event.data;
        await db.query('UPDATE phone_sends SET completed = true WHERE challenge_id = $1', [d.challengeId]);
        await db.query(
          `INSERT INTO phone_numbers (account_id, number, number_key, verified_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (account_id) DO UPDATE SET number = EXCLUDED.number, number_key = EXCLUDED.number_key, verified_at = EXCLUDED.verified_at`,
          [d.accountId, d.number, d.numberKey, d.verifiedAt],
        );
        // A new number replaces the old one: the old claim stays on record (a blocked account's numbers stay refused).
        await db.query('UPDATE phone_claims SET verified_now = false WHERE account_id = $1', [d.accountId]);
        await db.query(
          `INSERT INTO phone_claims (number_key, account_id, verified_now) VALUES ($1, $2, true)
           ON CONFLICT (number_key, account_id) DO UPDATE SET verified_now = true`,
          [d.numberKey, d.accountId],
        );
        break;
      }
      case 'PhoneVerificationRevoked':
        await db.query('DELETE FROM phone_numbers WHERE account_id = $1', [event.data.accountId]);
        await db.query('UPDATE phone_claims SET verified_now = false WHERE account_id = $1', [event.data.accountId]);
        break;
      default:
        assertNever(event);
    }
  }
}

async function dropAccount(db: SqlExecutor, accountId: string): Promise<void> {
  for (const table of ['phone_numbers', 'phone_sends', 'phone_claims'])
    await db.query(`DELETE FROM ${table} WHERE account_id = $1`, [accountId]);
}

export function createPhoneProjector(): Projector {
  return {
    name: 'phone',
    mode: 'transactional',
    handles: PHONE_EVENT_TYPES,
    migrations: phoneMigrations,
    apply: (events, db) =>
      withAccountDeletions(
        events,
        (rest) => apply(db, rest),
        (d) => dropAccount(db, d.accountId),
      ),
    reset: async (db) => {
      await db.query('TRUNCATE phone_numbers, phone_sends, phone_claims');
    },
  };
}
