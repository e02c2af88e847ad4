import { savedSearchFilter } from '@anonse/contracts';
import type { RecordedEvent } from '@anonse/eventstore';
import fc from 'fast-check';
import { createProjectors } from '../read-models';
import type { Projector } from '../runner/projector';
import { fakeAdFields, seededRandom } from '../testing/fake-ads';
import { asRecordedEvents } from '../testing/recorded';
import { openReadSide } from '../testing/read-side-test-kit';
import type { FakeEvent } from '../testing/fake-ads';

/**
 * The runner hands the saved-searches projector its events in batches of any size, and the projectors it used to read
 * (`ads`, `accounts`) may be anywhere past a batch's end when it applies it: another suite's transaction, a slow
 * lane or a rebuild moves both. The matches must be the same for every such schedule: the ones a projector applying
 * one event at a time, in step with the log, would write.
 */

const CITIES = { krakow: 'malopolskie', warszawa: 'mazowieckie' } as const;
type CityKey = keyof typeof CITIES;
const QUERIES = ['city=krakow', 'city=warszawa&tag1=kobieta', '', 'verified=1'] as const;
const OWNERS = ['u2', 'u3'] as const;

type Action =
  | { kind: 'save'; search: number; query: number; by: 'u1' | 'u2' }
  | { kind: 'unsave'; search: number }
  | { kind: 'create'; ad: number; city: CityKey; owner: number }
  | { kind: 'approve'; ad: number }
  | { kind: 'reject'; ad: number }
  | { kind: 'move'; ad: number; city: CityKey }
  | { kind: 'delete'; ad: number }
  | { kind: 'block' | 'unblock' | 'verify' | 'revoke'; owner: number };

const ad = fc.nat(3);
const owner = fc.nat(1);
const city = fc.constantFrom<CityKey>('krakow', 'warszawa');
// Weighted towards what makes matches (saving, creating, approving) and what a late reader sees differently.
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('save' as const),
      search: fc.nat(3),
      query: fc.nat(QUERIES.length - 1),
      by: fc.constantFrom('u1' as const, 'u2' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unsave' as const), search: fc.nat(3) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), ad, city, owner }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('approve' as const), ad }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reject' as const), ad }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), ad, city }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), ad }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom('block' as const, 'unblock' as const, 'verify' as const, 'revoke' as const), owner }),
  },
);

/** The log a history of actions writes, skipping what the write side would refuse (approving a deleted ad…). */
function logOf(actions: readonly Action[]): RecordedEvent[] {
  const rng = seededRandom(5);
  const at = (i: number) => new Date(Date.UTC(2025, 0, 1, 10, 0, i)).toISOString();
  const events: FakeEvent[] = [];
  let n = 0;
  const push = (streamId: string, type: string, data: Record<string, unknown>) =>
    events.push({ streamId, id: `e${n}`, type, data, metadata: { occurredAt: at(n++) } });
  for (const accountId of ['u1', ...OWNERS])
    push(`account-${accountId}`, 'AccountRegistered', {
      accountId,
      login: `login-${accountId}`,
      email: `${accountId}@example.com`,
      passwordHash: 'x',
      role: 0,
      registeredAt: at(0),
    });
  const searches = new Map<number, string>();
  const ads = new Map<number, { owner: string; status: 'pending' | 'approved' | 'rejected' }>();
  for (const a of actions) {
    switch (a.kind) {
      case 'save':
        if (searches.has(a.search)) break;
        searches.set(a.search, a.by);
        push(`saved-searches-${a.by}`, 'SavedSearchCreated', {
          accountId: a.by,
          searchId: `s${a.search}`,
          name: `Szukam ${a.search}`,
          query: QUERIES[a.query],
          digest: true,
          createdAt: at(n),
        });
        break;
      case 'unsave': {
        const by = searches.get(a.search);
        if (!by) break;
        searches.delete(a.search);
        push(`saved-searches-${by}`, 'SavedSearchDeleted', { accountId: by, searchId: `s${a.search}`, deletedAt: at(n) });
        break;
      }
      case 'create':
        if (ads.has(a.ad)) break;
        ads.set(a.ad, { owner: OWNERS[a.owner]!, status: 'pending' });
        push(`ad-a${a.ad}`, 'AdCreated', {
          adId: `a${a.ad}`,
          ownerId: OWNERS[a.owner],
          fields: { ...fakeAdFields(rng), category: 'kobieta', city: a.city, province: CITIES[a.city], district: undefined },
          createdAt: at(n),
        });
        break;
      case 'approve': {
        const ad = ads.get(a.ad);
        if (!ad || ad.status === 'approved') break;
        ad.status = 'approved';
        push(`ad-a${a.ad}`, 'AdApproved', { adId: `a${a.ad}`, ownerId: ad.owner, approvedBy: 'mod', approvedAt: at(n) });
        break;
      }
      case 'reject': {
        const ad = ads.get(a.ad);
        if (!ad || ad.status === 'rejected') break;
        ad.status = 'rejected';
        push(`ad-a${a.ad}`, 'AdRejected', {
          adId: `a${a.ad}`,
          ownerId: ad.owner,
          rejectedBy: 'mod',
          reason: 'Popraw opis',
          rejectedAt: at(n),
        });
        break;
      }
      case 'move': {
        const ad = ads.get(a.ad);
        if (!ad) break;
        push(`ad-a${a.ad}`, 'AdDetailsChanged', {
          adId: `a${a.ad}`,
          ownerId: ad.owner,
          changes: { city: a.city, province: CITIES[a.city], district: null },
          changedAt: at(n),
        });
        break;
      }
      case 'delete': {
        const ad = ads.get(a.ad);
        if (!ad) break;
        ads.delete(a.ad);
        push(`ad-a${a.ad}`, 'AdDeleted', { adId: `a${a.ad}`, ownerId: ad.owner, deletedAt: at(n) });
        break;
      }
      case 'block':
        push(`account-${OWNERS[a.owner]}`, 'AccountBlocked', {
          accountId: OWNERS[a.owner],
          reason: 'spam',
          blockedBy: 'mod',
          blockedAt: at(n),
        });
        break;
      case 'unblock':
        push(`account-${OWNERS[a.owner]}`, 'AccountUnblocked', { accountId: OWNERS[a.owner], unblockedBy: 'mod', unblockedAt: at(n) });
        break;
      case 'verify':
        push(`verification-${OWNERS[a.owner]}`, 'AccountVerified', { accountId: OWNERS[a.owner], attemptId: `v${n}`, verifiedAt: at(n) });
        break;
      case 'revoke':
        push(`verification-${OWNERS[a.owner]}`, 'AccountVerificationRevoked', {
          accountId: OWNERS[a.owner],
          reason: 'x',
          revokedAt: at(n),
        });
        break;
      default:
        a satisfies never;
    }
  }
  return asRecordedEvents(events);
}

/**
 * One way the runner may interleave the lanes: the saved-searches batches (cut after the positions in `cuts`) and,
 * before each, how far past its end every other lane already is (`leads`, in events).
 */
interface Schedule {
  cuts: ReadonlySet<number>;
  leads: readonly number[];
}

describe(`saved searches: the matches do not depend on batch boundaries (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  const all = createProjectors();
  const savedSearches = all.find((p) => p.name === 'saved-searches')!;
  // Every lane it may read, whatever it declares: what it reads is what this test is about.
  const others = all.filter((p) => ['ads', 'accounts'].includes(p.name));

  beforeAll(async () => {
    kit = await openReadSide();
  }, 60_000);
  afterAll(async () => {
    await kit.close();
  }, 60_000);

  const applyRange = async (projector: Projector, log: readonly RecordedEvent[], from: number, to: number) => {
    const handles = new Set(projector.handles);
    const events = log.filter((e) => e.position > from && e.position <= to && handles.has(e.type));
    if (events.length) await kit.db.client.transaction((tx) => projector.apply(events, tx));
  };

  /** Resets the lanes, plays the log on the schedule, and dumps what the projector wrote. */
  async function play(log: readonly RecordedEvent[], schedule: Schedule) {
    await kit.db.client.transaction(async (tx) => {
      for (const p of [savedSearches, ...others]) await p.reset(tx);
    });
    const head = log.length - 1;
    const positions = new Map(others.map((p) => [p.name, -1]));
    let from = -1;
    let batch = 0;
    for (let to = 0; to <= head; to++) {
      if (to < head && !schedule.cuts.has(to)) continue;
      const ahead = Math.min(head, to + (schedule.leads[batch++ % schedule.leads.length] ?? 0));
      for (const p of others) {
        const at = positions.get(p.name)!;
        if (at < ahead) await applyRange(p, log, at, ahead);
        positions.set(p.name, Math.max(at, ahead));
      }
      await applyRange(savedSearches, log, from, to);
      from = to;
    }
    const { rows: searches } = await kit.db.client.query(
      'SELECT id, account_id, name, query, digest, created_at, last_alert_at, alert_due_at FROM saved_searches ORDER BY id',
    );
    const { rows: matches } = await kit.db.client.query('SELECT * FROM saved_search_matches ORDER BY id');
    return { searches, matches };
  }

  const inStep = (log: readonly RecordedEvent[]): Schedule => ({ cuts: new Set(log.map((e) => e.position)), leads: [0] });

  it('knows the filters it saves', () => {
    for (const q of QUERIES) expect(savedSearchFilter(q)).not.toBeNull();
  });

  it('matches an ad at its first approval as it was then, however far ads and accounts had run ahead', async () => {
    // The case a CI run once hit: the ad is hidden again and moved before the slower lane reads its approval.
    const log = logOf([
      { kind: 'save', search: 0, query: 0, by: 'u1' },
      { kind: 'create', ad: 0, city: 'krakow', owner: 0 },
      { kind: 'approve', ad: 0 },
      { kind: 'reject', ad: 0 },
      { kind: 'create', ad: 1, city: 'krakow', owner: 1 },
      { kind: 'approve', ad: 1 },
      { kind: 'move', ad: 1, city: 'warszawa' },
      { kind: 'create', ad: 2, city: 'krakow', owner: 0 },
      { kind: 'approve', ad: 2 },
      { kind: 'block', owner: 0 },
    ]);
    const expected = await play(log, inStep(log));
    expect(expected.matches.map((m: { id: string }) => m.id)).toEqual(['s0:a0', 's0:a1', 's0:a2']);
    expect(await play(log, { cuts: new Set(), leads: [log.length] })).toEqual(expected);
  }, 60_000);

  it('writes the same rows for every split of a generated log into batches and every lead of the lanes it reads', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { minLength: 10, maxLength: 40, size: 'max' }),
        fc.array(fc.nat(60), { maxLength: 60 }),
        fc.array(fc.nat(12), { minLength: 1, maxLength: 8 }),
        async (actions, cutPoints, leads) => {
          const log = logOf(actions);
          const expected = await play(log, inStep(log));
          expect(await play(log, { cuts: new Set(cutPoints), leads })).toEqual(expected);
        },
      ),
      { numRuns: 40, seed: 27 },
    );
  }, 240_000);
});
