import { ACCOUNT_EVENTS, AD_EVENTS, assertNever, eventSubset, WALLET_EVENTS, type DashboardMetric, type EventsOf } from '@anonse/contracts';
import { ERASED, type RecordedEvent, type SqlExecutor } from '@anonse/eventstore';
import type { Projector } from '../runner/projector';
import { dashboardMigrations } from './dashboard.migration';
import { warsawDay } from './warsaw-day';

/** The ad events that fill or empty the moderation queue or count a decision. */
const DASHBOARD_AD_EVENTS = eventSubset(AD_EVENTS, [
  'AdCreated',
  'AdResubmitted',
  'AdChangesSubmitted',
  'AdApproved',
  'AdChangesApproved',
  'AdRejected',
  'AdChangesRejected',
  'AdDeleted',
]);
type DashboardAdEvent = EventsOf<typeof DASHBOARD_AD_EVENTS>;

export const DASHBOARD_EVENT_TYPES = [...DASHBOARD_AD_EVENTS.types, 'AccountRegistered', 'AccountDeleted', ...WALLET_EVENTS.types] as const;

/** What one event does to the dashboard: counters to add, a waiting item to start or end. Pure. */
export type DashboardWrite =
  | { kind: 'count'; day: string; metric: DashboardMetric; by: number }
  | { kind: 'submitted'; adId: string; queue: 'ad' | 'revision'; at: string }
  | { kind: 'decided'; adId: string; at: string }
  | { kind: 'dropPending'; adIds: string[] };

const isoOf = (v: unknown): string | null => (typeof v === 'string' && Number.isFinite(Date.parse(v)) ? new Date(v).toISOString() : null);

/**
 * The dashboard's writes for one event. Ad and wallet events are parsed with their contracts (a malformed one
 * throws and the runner parks it, the others go on). A registration is only counted: its personal fields may read as erased, so
 * only its time is read, falling back to when it was recorded.
 */
export function dashboardWritesOf(raw: RecordedEvent): DashboardWrite[] {
  if (raw.type === 'AccountRegistered') {
    const at =
      isoOf((raw.data as { registeredAt?: unknown }).registeredAt) ?? isoOf(raw.metadata.occurredAt) ?? raw.createdAt.toISOString();
    return [{ kind: 'count', day: warsawDay(at), metric: 'registrations', by: 1 }];
  }
  if (raw.type === 'AccountDeleted') {
    const event = ACCOUNT_EVENTS.parse(raw);
    return event.type === 'AccountDeleted' && event.data.adIds.length ? [{ kind: 'dropPending', adIds: event.data.adIds }] : [];
  }
  if (WALLET_EVENTS.has(raw.type)) {
    const event = WALLET_EVENTS.parse(raw);
    const points = event.data.points;
    switch (event.type) {
      case 'PointsCredited':
        return [{ kind: 'count', day: warsawDay(event.data.creditedAt), metric: 'pointsCredited', by: points }];
      case 'PointsSpentForPromotion':
      case 'PointsSpentForBump':
        return [{ kind: 'count', day: warsawDay(event.data.spentAt), metric: 'pointsSpent', by: points }];
      case 'PointsRefunded':
        return [{ kind: 'count', day: warsawDay(event.data.refundedAt), metric: 'pointsRefunded', by: points }];
      case 'PointsDeducted':
        return [{ kind: 'count', day: warsawDay(event.data.deductedAt), metric: 'pointsDeducted', by: points }];
      default:
        return assertNever(event);
    }
  }
  if (!DASHBOARD_AD_EVENTS.has(raw.type)) return [];
  // An erased owner's ad event may not parse (its sealed fields are gone); ids and times are never sealed, and the
  // counts are nobody's personal data, so a rebuild after an erasure counts the same decisions.
  const event = raw.metadata[ERASED] ? ({ type: raw.type, data: raw.data } as DashboardAdEvent) : DASHBOARD_AD_EVENTS.parse(raw);
  switch (event.type) {
    case 'AdCreated':
      return [{ kind: 'submitted', adId: event.data.adId, queue: 'ad', at: event.data.createdAt }];
    case 'AdResubmitted':
      return [{ kind: 'submitted', adId: event.data.adId, queue: 'ad', at: event.data.resubmittedAt }];
    case 'AdChangesSubmitted':
      return [{ kind: 'submitted', adId: event.data.adId, queue: 'revision', at: event.data.submittedAt }];
    case 'AdApproved':
    case 'AdChangesApproved':
      return [
        { kind: 'count', day: warsawDay(event.data.approvedAt), metric: 'approvals', by: 1 },
        { kind: 'decided', adId: event.data.adId, at: event.data.approvedAt },
      ];
    case 'AdRejected':
    case 'AdChangesRejected':
      return [
        { kind: 'count', day: warsawDay(event.data.rejectedAt), metric: 'rejections', by: 1 },
        { kind: 'decided', adId: event.data.adId, at: event.data.rejectedAt },
      ];
    case 'AdDeleted':
      return [{ kind: 'dropPending', adIds: [event.data.adId] }];
    default:
      return assertNever(event);
  }
}

const COUNT = `INSERT INTO dashboard_daily (day, metric, value) VALUES ($1, $2, $3)
  ON CONFLICT (day, metric) DO UPDATE SET value = dashboard_daily.value + excluded.value`;
// A newer edit of a waiting item keeps its first time: the item has waited since then.
const SUBMITTED = `INSERT INTO dashboard_pending (ad_id, kind, since) VALUES ($1, $2, $3) ON CONFLICT (ad_id) DO NOTHING`;
const DECIDED = 'DELETE FROM dashboard_pending WHERE ad_id = $1 RETURNING since';
const DURATION = `INSERT INTO dashboard_decision_times AS t (day, seconds, decisions, median) VALUES ($1, ARRAY[$2::double precision], 1, $2)
  ON CONFLICT (day) DO UPDATE SET seconds = t.seconds || excluded.seconds, decisions = t.decisions + 1,
    median = (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY s) FROM unnest(t.seconds || excluded.seconds) AS s)`;

export async function applyDashboardWrite(db: SqlExecutor, write: DashboardWrite): Promise<void> {
  switch (write.kind) {
    case 'count':
      await db.query(COUNT, [write.day, write.metric, write.by]);
      return;
    case 'submitted':
      await db.query(SUBMITTED, [write.adId, write.queue, write.at]);
      return;
    case 'decided': {
      const { rows } = await db.query<{ since: Date | string }>(DECIDED, [write.adId]);
      // A decision whose submission was never seen (an ad older than this projector's history) has no duration.
      if (!rows[0]) return;
      const seconds = Math.max(0, (Date.parse(write.at) - new Date(rows[0].since).getTime()) / 1000);
      await db.query(DURATION, [warsawDay(write.at), seconds]);
      return;
    }
    case 'dropPending':
      await db.query('DELETE FROM dashboard_pending WHERE ad_id = ANY($1::text[])', [write.adIds]);
      return;
  }
}

/**
 * Transactional: counters and checkpoint commit together, so each event is counted exactly once (a counter
 * cannot be made idempotent by a key, the checkpoint is what guards it). Reads no other read model.
 */
export function createDashboardProjector(): Projector {
  return {
    name: 'dashboard',
    mode: 'transactional',
    handles: DASHBOARD_EVENT_TYPES,
    migrations: dashboardMigrations,
    apply: async (events, db) => {
      // Counters commute: a batch adds each (day, metric) once. Waiting items keep their order.
      const counts = new Map<string, Extract<DashboardWrite, { kind: 'count' }>>();
      for (const raw of events)
        for (const write of dashboardWritesOf(raw)) {
          if (write.kind !== 'count') await applyDashboardWrite(db, write);
          else {
            const key = `${write.day}|${write.metric}`;
            const sum = counts.get(key);
            counts.set(key, sum ? { ...sum, by: sum.by + write.by } : write);
          }
        }
      for (const write of counts.values()) await applyDashboardWrite(db, write);
    },
    reset: async (db) => {
      await db.query('TRUNCATE dashboard_daily, dashboard_decision_times, dashboard_pending');
    },
  };
}
