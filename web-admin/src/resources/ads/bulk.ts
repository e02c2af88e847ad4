import type { Identifier } from 'ra-core';
import type { AdminDataProvider } from '#admin/api/dataProvider';
import type { ModerationAction } from '#admin/api/http';

export interface BulkItem {
  id: Identifier;
  /** The revision the moderator saw in the list: sent as If-Match, so an ad changed since is not decided blindly. */
  revision: number;
}

export type BulkOutcome = { id: Identifier; ok: true } | { id: Identifier; ok: false; status?: number };

export interface BulkSummary {
  ok: Identifier[];
  /** Changed since the list was read (409/412) or gone (404): the moderator looks again. */
  stale: Identifier[];
  failed: Identifier[];
}

/** Two at a time: fast enough for a page of 25–100, and gentle on an API whose every decision waits for its projection. */
const CONCURRENCY = 2;

/**
 * Bulk approve / reject as a loop over the per-ad routes, each with its own If-Match, rather than a bulk API
 * route: every ad keeps the single decision path the API tests (roles, 409 on a stale revision, idempotency, the
 * owner's notice), one ad's conflict never fails the others, and the answer is naturally per id.
 */
export async function moderateMany(
  dataProvider: Pick<AdminDataProvider, ModerationAction>,
  action: ModerationAction,
  items: readonly BulkItem[],
  reason?: string,
  resource = 'ads',
): Promise<BulkSummary> {
  const outcomes: BulkOutcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await dataProvider[action](resource, { id: item.id, revision: item.revision, reason });
        outcomes.push({ id: item.id, ok: true });
      } catch (e) {
        const status = typeof e === 'object' && e !== null && 'status' in e ? (e as { status?: number }).status : undefined;
        outcomes.push({ id: item.id, ok: false, status });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return summarize(outcomes);
}

export function summarize(outcomes: readonly BulkOutcome[]): BulkSummary {
  const summary: BulkSummary = { ok: [], stale: [], failed: [] };
  for (const o of outcomes) {
    if (o.ok) summary.ok.push(o.id);
    else if (o.status === 409 || o.status === 412 || o.status === 404) summary.stale.push(o.id);
    else summary.failed.push(o.id);
  }
  return summary;
}
