/**
 * Approved ads seeded through the real projector code (the `ads` rows, then their search documents and counts),
 * in large transactions, with `promoted` of them promoted by real AdPromoted events folded the same way — what the
 * running product would hold after projecting such a log. Shared by the search, premium and site benchmarks.
 */
import { randomUUID } from 'node:crypto';
import projections from '../../projections/src/index';
import type { BenchSqlClient } from './bench-database';

// bench is an ES module; the workspace sources are CommonJS, whose named exports ESM cannot see through `export *`.
const { asRecordedEvents, createAdsProjector, fakeAdHistory, migrateReadModels, PostgresSearchIndex, seededRandom, syncSearchDocuments } =
  projections;

export interface SeededAds {
  adIds: string[];
  ownerIds: string[];
}

export async function seedApprovedAds(
  client: BenchSqlClient,
  options: { n: number; promoted?: number; owners?: number; seed?: number; log?: (line: string) => void },
): Promise<SeededAds> {
  const t = performance.now();
  await migrateReadModels(client);
  const history = fakeAdHistory({
    seed: options.seed ?? 7,
    ads: options.n,
    owners: options.owners ?? 1,
    approvedShare: 1,
    rejectedShare: 0,
  });
  const events = asRecordedEvents(history.events.filter((e) => e.type !== 'AccountRegistered'));
  const adsProjector = createAdsProjector();
  const apply = async (batch: ReturnType<typeof asRecordedEvents>) =>
    client.transaction(async (tx) => {
      await adsProjector.apply(batch, tx);
      await syncSearchDocuments(tx, new PostgresSearchIndex(tx), batch);
    });
  for (let i = 0; i < events.length; i += 5000) {
    await apply(events.slice(i, i + 5000));
    if (options.log && i % 200_000 === 0 && i > 0) options.log(`  ${i} of ${events.length} events`);
  }
  const rng = seededRandom(4242);
  const chosen = new Set<string>();
  while (chosen.size < Math.min(options.promoted ?? 0, history.adIds.length))
    chosen.add(history.adIds[Math.floor(rng() * history.adIds.length)]!);
  const now = new Date();
  const until = new Date(now.getTime() + 30 * 86_400_000).toISOString();
  const promotions = asRecordedEvents(
    [...chosen].map((adId) => ({
      streamId: `promotion-${adId}`,
      id: randomUUID(),
      type: 'AdPromoted' as never,
      data: { adId, ownerId: history.ownerIds[0], orderId: randomUUID(), days: 30, promotedAt: now.toISOString(), until },
      metadata: { occurredAt: now.toISOString() },
    })),
    events.length,
  );
  for (let i = 0; i < promotions.length; i += 5000) await apply(promotions.slice(i, i + 5000));
  // Steady state: autovacuum keeps the visibility map set, so index-only scans skip the heap as in production.
  await client.query('VACUUM ANALYZE');
  options.log?.(
    `seeded ${history.adIds.length} approved ads (${chosen.size} promoted) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  return { adIds: history.adIds, ownerIds: history.ownerIds };
}
