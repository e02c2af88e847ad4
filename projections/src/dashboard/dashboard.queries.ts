import {
  DASHBOARD_QUEUES,
  type DashboardChartDay,
  type DashboardQueueCount,
  type DashboardQueueItem,
  type DashboardQueueName,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { daysBetween } from './warsaw-day';

const toIso = (v: Date | string) => new Date(v).toISOString();

/**
 * Every day from `from` to `to` (Europe/Warsaw days, both included), zeros where nothing happened. Two indexed
 * range reads of at most a few hundred rows each, whatever the size of the log.
 */
export async function dashboardCharts(db: SqlExecutor, from: string, to: string): Promise<DashboardChartDay[]> {
  const [counters, durations] = await Promise.all([
    db.query<{ day: string; metric: string; value: string | number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, metric, value FROM dashboard_daily WHERE day BETWEEN $1::date AND $2::date`,
      [from, to],
    ),
    db.query<{ day: string; decisions: number; median: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, decisions, median FROM dashboard_decision_times WHERE day BETWEEN $1::date AND $2::date`,
      [from, to],
    ),
  ]);
  const byDay = new Map<string, DashboardChartDay>(
    daysBetween(from, to).map((day) => [
      day,
      { day, approvals: 0, rejections: 0, medianDecisionSeconds: null, decisions: 0, registrations: 0, pointsCredited: 0, pointsSpent: 0 },
    ]),
  );
  for (const { day, metric, value } of counters.rows) {
    const row = byDay.get(day);
    if (
      row &&
      (metric === 'approvals' ||
        metric === 'rejections' ||
        metric === 'registrations' ||
        metric === 'pointsCredited' ||
        metric === 'pointsSpent')
    )
      row[metric] = Number(value);
  }
  for (const { day, decisions, median } of durations.rows) {
    const row = byDay.get(day);
    if (!row) continue;
    row.decisions = Number(decisions);
    row.medianDecisionSeconds = Math.round(Number(median));
  }
  return [...byDay.values()];
}

interface QueueRow {
  id: string;
  label: string | null;
  since: Date | string;
  urgent?: boolean;
}

/**
 * Each queue's count, oldest time and oldest few items. Ads and revisions come from the `ads` read model (what is
 * waiting) with the time the dashboard projector saw them submitted (the ad's creation when it has not: older
 * than its history); verifications from `verification_attempts`; reports from the moderation context's `reports`.
 */
async function queueOf(
  db: SqlExecutor,
  queue: DashboardQueueName,
  limit: number,
): Promise<{ count: number; since: Date | string | null; urgent?: number; oldest: QueueRow[] }> {
  const read = async (countSql: string, itemsSql: string) => {
    const [count, items] = await Promise.all([
      db.query<{ n: string | number; since: Date | string | null; urgent?: string | number }>(countSql),
      db.query<QueueRow>(itemsSql, [limit]),
    ]);
    const row = count.rows[0];
    return {
      count: Number(row?.n ?? 0),
      since: row?.since ?? null,
      ...(row?.urgent !== undefined ? { urgent: Number(row.urgent) } : {}),
      oldest: items.rows,
    };
  };
  switch (queue) {
    case 'ads':
      return read(
        `SELECT count(*) AS n, min(COALESCE(p.since, a.updated_at, a.created_at)) AS since FROM ads a LEFT JOIN dashboard_pending p ON p.ad_id = a.id WHERE a.status = 'pending'`,
        `SELECT a.id, a.title AS label, COALESCE(p.since, a.updated_at, a.created_at) AS since
           FROM ads a LEFT JOIN dashboard_pending p ON p.ad_id = a.id
          WHERE a.status = 'pending' ORDER BY since, a.id LIMIT $1`,
      );
    case 'revisions':
      return read(
        `SELECT count(*) AS n, min(COALESCE(p.since, a.updated_at, a.created_at)) AS since
           FROM ads a LEFT JOIN dashboard_pending p ON p.ad_id = a.id WHERE a.pending_fields IS NOT NULL AND a.status NOT IN ('pending', 'deleted')`,
        `SELECT a.id, a.title AS label, COALESCE(p.since, a.updated_at, a.created_at) AS since
           FROM ads a LEFT JOIN dashboard_pending p ON p.ad_id = a.id
          WHERE a.pending_fields IS NOT NULL AND a.status NOT IN ('pending', 'deleted') ORDER BY since, a.id LIMIT $1`,
      );
    case 'verifications':
      return read(
        `SELECT count(*) AS n, min(COALESCE(submitted_at, created_at)) AS since FROM verification_attempts WHERE status = 'pending'`,
        `SELECT v.id, ac.login AS label, COALESCE(v.submitted_at, v.created_at) AS since
           FROM verification_attempts v LEFT JOIN accounts ac ON ac.id = v.account_id
          WHERE v.status = 'pending' ORDER BY since, v.id LIMIT $1`,
      );
    case 'reports':
      // Urgent reports (underage, coercion) first, as in the reports queue itself.
      return read(
        `SELECT count(*) AS n, min(created_at) AS since, count(*) FILTER (WHERE urgent) AS urgent FROM reports WHERE status = 'open'`,
        `SELECT id::text AS id, reason AS label, created_at AS since, urgent FROM reports WHERE status = 'open' ORDER BY urgent DESC, created_at, id LIMIT $1`,
      );
  }
}

export interface DashboardQueue {
  queues: DashboardQueueCount[];
  oldest: DashboardQueueItem[];
}

/** The moderation queue at `now`: per queue its count and oldest age, and its `limit` oldest items. */
export async function dashboardQueue(db: SqlExecutor, now: Date, limit = 5): Promise<DashboardQueue> {
  const ageOf = (since: Date | string) => Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 1000));
  const queues: DashboardQueueCount[] = [];
  const oldest: DashboardQueueItem[] = [];
  // Independent reads: a server pool runs them at once (PGlite, one connection, queues them anyway).
  const read = await Promise.all(DASHBOARD_QUEUES.map((queue) => queueOf(db, queue, limit)));
  for (const [i, queue] of DASHBOARD_QUEUES.entries()) {
    const q = read[i]!;
    queues.push({
      queue,
      count: q.count,
      oldestAgeSeconds: q.since === null ? null : ageOf(q.since),
      ...(q.urgent !== undefined ? { urgent: q.urgent } : {}),
    });
    for (const item of q.oldest)
      oldest.push({
        queue,
        id: item.id,
        label: item.label,
        since: toIso(item.since),
        ageSeconds: ageOf(item.since),
        ...(item.urgent ? { urgent: true } : {}),
      });
  }
  // Urgent reports lead, then whatever has waited longest.
  oldest.sort((a, b) => Number(!!b.urgent) - Number(!!a.urgent) || b.ageSeconds - a.ageSeconds);
  return { queues, oldest };
}
