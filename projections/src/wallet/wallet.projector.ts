import { assertNever, pointsDelta, WALLET_EVENTS, type WalletEntryKind, type WalletEvent } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import { ACCOUNT_DELETED, withAccountDeletions } from '../privacy';
import type { Projector } from '../runner/projector';
import { walletMigrations } from './wallet.migration';

export const WALLET_EVENT_TYPES = [...WALLET_EVENTS.types, ACCOUNT_DELETED] as const;

export const walletEntryRowId = (accountId: string, entryId: string) => `${accountId}:${entryId}`;

/** The row an event makes; metadata is read defensively (it is not part of the event's contract). */
export interface WalletEntryRow {
  id: string;
  account_id: string;
  entry_id: string;
  position: number;
  kind: WalletEntryKind;
  points: number;
  balance_after: number;
  source: string | null;
  reference: string | null;
  ad_id: string | null;
  days: number | null;
  reason: string | null;
  refund_of: string | null;
  actor_id: string | null;
  actor_role: number | null;
  correlation_id: string | null;
  causation_id: string | null;
  occurred_at: string;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const role = (v: unknown): number | null => (Number.isInteger(v) && (v as number) >= 0 && (v as number) < 32_768 ? (v as number) : null);
const isoOrNull = (v: unknown): string | null => {
  if (typeof v !== 'string') return null;
  const t = Date.parse(v);
  return Number.isFinite(t) ? new Date(t).toISOString() : null;
};

function detailsOf(
  event: WalletEvent,
): Pick<WalletEntryRow, 'kind' | 'source' | 'reference' | 'ad_id' | 'days' | 'reason' | 'refund_of'> & { at: string } {
  const none = { source: null, reference: null, ad_id: null, days: null, reason: null, refund_of: null };
  switch (event.type) {
    case 'PointsCredited':
      return {
        ...none,
        kind: event.data.source,
        source: event.data.source,
        reference: event.data.reference,
        reason: event.data.reason,
        at: event.data.creditedAt,
      };
    case 'PointsSpentForPromotion':
      return { ...none, kind: 'promotion', ad_id: event.data.adId, days: event.data.days, at: event.data.spentAt };
    case 'PointsSpentForBump':
      return { ...none, kind: 'bump', ad_id: event.data.adId, at: event.data.spentAt };
    case 'PointsDeducted':
      return { ...none, kind: 'deduction', reason: event.data.reason, at: event.data.deductedAt };
    case 'PointsRefunded':
      return { ...none, kind: 'refund', reason: event.data.reason, refund_of: event.data.refundOf, at: event.data.refundedAt };
    default:
      return assertNever(event);
  }
}

/** Pure: the ledger row of one recorded wallet event (parsed with the contract, so a malformed one throws and is parked). */
export function walletEntryRowOf(raw: RecordedEvent): WalletEntryRow {
  const event = WALLET_EVENTS.parse(raw) as WalletEvent;
  const { at, ...described } = detailsOf(event);
  const meta = raw.metadata;
  const actor = (meta.actor && typeof meta.actor === 'object' ? meta.actor : {}) as Record<string, unknown>;
  return {
    id: walletEntryRowId(event.data.accountId, event.data.entryId),
    account_id: event.data.accountId,
    entry_id: event.data.entryId,
    position: raw.position,
    ...described,
    points: pointsDelta(event),
    balance_after: event.data.balanceAfter,
    actor_id: str(actor.id),
    actor_role: role(actor.role),
    correlation_id: str(meta.correlationId),
    causation_id: str(meta.causationId),
    // When it was decided (what the ledger shows); the event's own time field is the same instant, kept as a fallback.
    occurred_at: isoOrNull(meta.occurredAt) ?? at,
  };
}

/**
 * One entry and its wallet in one statement. A repeated entry (the same event seen twice) inserts nothing and so
 * leaves the wallet alone. Only a person who still has an account gets rows: a wallet event of an erased person met
 * on a rebuild (wallet events carry nothing sealed) brings nothing back.
 */
const INSERT_ENTRY = `
  WITH e AS (
    SELECT * FROM jsonb_populate_record(null::wallet_entries, $1::jsonb)
  ), ins AS (
    INSERT INTO wallet_entries SELECT e.* FROM e WHERE EXISTS (SELECT 1 FROM accounts a WHERE a.id = e.account_id)
    ON CONFLICT (id) DO NOTHING
    RETURNING account_id, balance_after, occurred_at
  )
  INSERT INTO wallets (id, balance, entries, updated_at)
  SELECT account_id, balance_after, 1, occurred_at FROM ins
  ON CONFLICT (id) DO UPDATE SET balance = excluded.balance, entries = wallets.entries + 1, updated_at = excluded.updated_at`;

export async function applyWalletEvents(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
  for (const raw of events) {
    // An erased person's event (should a wallet field ever be sealed) has nobody to show it to.
    if (raw.metadata[ERASED]) continue;
    await db.query(INSERT_ENTRY, [JSON.stringify(walletEntryRowOf(raw))]);
  }
}

const dropAccount = async (db: SqlExecutor, accountId: string) => {
  await db.query('DELETE FROM wallet_entries WHERE account_id = $1', [accountId]);
  await db.query('DELETE FROM wallets WHERE id = $1', [accountId]);
};

/** Transactional: rows and checkpoint commit together. Reads `accounts` (is the person still there), hence dependsOn. */
export function createWalletProjector(): Projector {
  return {
    name: 'wallet',
    mode: 'transactional',
    handles: WALLET_EVENT_TYPES,
    dependsOn: ['accounts'],
    migrations: walletMigrations,
    apply: (events, db) =>
      withAccountDeletions(
        events,
        (rest) => applyWalletEvents(db, rest),
        (d) => dropAccount(db, d.accountId),
      ),
    reset: async (db) => {
      await db.query('TRUNCATE wallets, wallet_entries');
    },
  };
}
