import { ACCOUNT_EVENTS, assertNever, eventSubset, VERIFICATION_EVENTS } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { accountsMigrations } from './accounts.migration';
import { withAccountDeletions } from '../privacy';

/**
 * The accounts table needs registrations and the address that replaces the registered one (PasswordChanged is
 * for the write side's credentials).
 */
export const ACCOUNTS_EVENT_TYPES = [
  'AccountRegistered',
  'AccountDeleted',
  'EmailChanged',
] as const satisfies readonly (typeof ACCOUNT_EVENTS.types)[number][];

/** What the console's list shows and filters by: role, blocking (issue 10) and the verification badge. */
const ACCOUNT_STANDING = eventSubset(ACCOUNT_EVENTS, ['AccountRoleChanged', 'AccountBlocked', 'AccountUnblocked']);
const VERIFICATION_STANDING = eventSubset(VERIFICATION_EVENTS, ['AccountVerified', 'AccountVerificationRevoked']);
const STANDING: ReadonlySet<string> = new Set([...ACCOUNT_STANDING.types, ...VERIFICATION_STANDING.types]);

/** One standing change, applied in log order after the registrations before it. An erased person's row is gone already. */
async function applyStanding(db: SqlExecutor, raw: RecordedEvent): Promise<void> {
  if (raw.metadata[ERASED]) return;
  if (VERIFICATION_STANDING.has(raw.type)) {
    const event = VERIFICATION_STANDING.parse(raw);
    switch (event.type) {
      case 'AccountVerified':
      case 'AccountVerificationRevoked':
        await db.query('UPDATE accounts SET verified = $2 WHERE id = $1', [event.data.accountId, event.type === 'AccountVerified']);
        return;
      default:
        return assertNever(event);
    }
  }
  const event = ACCOUNT_STANDING.parse(raw);
  switch (event.type) {
    case 'AccountRoleChanged':
      await db.query('UPDATE accounts SET role = $2 WHERE id = $1', [event.data.accountId, event.data.role]);
      break;
    case 'AccountBlocked':
      await db.query('UPDATE accounts SET blocked = true, blocked_reason = $2, blocked_by = $3, blocked_at = $4 WHERE id = $1', [
        event.data.accountId,
        event.data.reason,
        event.data.blockedBy,
        event.data.blockedAt,
      ]);
      break;
    case 'AccountUnblocked':
      await db.query('UPDATE accounts SET blocked = false, blocked_reason = NULL, blocked_by = NULL, blocked_at = NULL WHERE id = $1', [
        event.data.accountId,
      ]);
      break;
    default:
      assertNever(event);
  }
}

/**
 * The write side guarantees a login is unique (its reservation stream); should two registrations of the same
 * login ever reach the log, the first one wins here instead of the projection stalling on a unique violation.
 */
const INSERT_REGISTERED = `
  INSERT INTO accounts (id, login, email, password_hash, role, revision, registered_at)
  SELECT a.id, a.login, a.email, a.password_hash, a.role, a.revision, a.registered_at
  FROM jsonb_to_recordset($1::jsonb) AS a(id text, login text, email text, password_hash text, role smallint,
       revision int, registered_at timestamptz)
  ON CONFLICT DO NOTHING`;

interface RegisteredRow {
  id: string;
  login: string;
  email: string;
  password_hash: string;
  role: number;
  revision: number;
  registered_at: string;
}

export async function applyAccountEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  const seenLogins = new Set<string>();
  let rows: RegisteredRow[] = [];
  // Registrations are inserted in one statement; a change of address must land after the row it changes.
  const flush = async () => {
    if (rows.length) await db.query(INSERT_REGISTERED, [JSON.stringify(rows)]);
    rows = [];
  };
  for (const event of events) {
    if (STANDING.has(event.type)) {
      await flush();
      await applyStanding(db, event);
      continue;
    }
    if (event.type === 'EmailChanged') {
      await flush();
      // An erased person's address reads as null: whatever row of theirs is left goes, nothing is written.
      if (event.metadata[ERASED]) {
        const accountId = (event.data as { accountId?: unknown }).accountId;
        if (typeof accountId === 'string') await db.query('DELETE FROM accounts WHERE id = $1', [accountId]);
        continue;
      }
      const parsed = ACCOUNT_EVENTS.parse(event);
      if (parsed.type === 'EmailChanged')
        await db.query('UPDATE accounts SET email = $2 WHERE id = $1', [parsed.data.accountId, parsed.data.email]);
      continue;
    }
    // An erased person's sealed login and e-mail read as null: they have no account row.
    if (event.type !== 'AccountRegistered' || event.metadata[ERASED]) continue;
    const parsed = ACCOUNT_EVENTS.parse(event);
    if (parsed.type !== 'AccountRegistered') continue;
    const d = parsed.data;
    // Same rule inside one batch: a multi-row INSERT … ON CONFLICT cannot resolve two new rows against each other.
    if (seenLogins.has(d.login.toLowerCase())) continue;
    seenLogins.add(d.login.toLowerCase());
    rows.push({
      id: d.accountId,
      login: d.login,
      email: d.email,
      password_hash: d.passwordHash,
      role: d.role,
      revision: event.revision,
      registered_at: d.registeredAt,
    });
  }
  await flush();
}

export function createAccountsProjector(): Projector {
  return {
    name: 'accounts',
    mode: 'transactional',
    handles: [...ACCOUNTS_EVENT_TYPES, ...ACCOUNT_STANDING.types, ...VERIFICATION_STANDING.types],
    migrations: accountsMigrations,
    // A deleted account's row goes at once (its sealed registration reads as erased on any rebuild).
    apply: (events, db) =>
      withAccountDeletions(
        events,
        (rest) => applyAccountEvents(db, rest),
        (d) => db.query('DELETE FROM accounts WHERE id = $1', [d.accountId]),
      ),
    reset: async (db) => {
      await db.query('TRUNCATE accounts');
    },
  };
}
