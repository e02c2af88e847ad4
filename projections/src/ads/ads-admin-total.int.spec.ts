import { randomUUID } from 'node:crypto';
import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { fakeAdFields, seededRandom } from '../testing/fake-ads';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import { ADMIN_LIST_EXACT_COUNT, listAdsForAdmin } from './ads.queries';

/**
 * The admin list's total past ADMIN_LIST_EXACT_COUNT matches: no longer counted but estimated, and still never below
 * what is known to exist. Thousands of ads through the projector would take minutes; one projected ad is copied in
 * SQL instead (the list reads the ads table only).
 */
describe(`admin ads list: the estimated total (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  jest.setTimeout(120_000);
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const PENDING = 3_000;
  const REJECTED = 800;

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await runner.start();
    const adId = randomUUID();
    const at = new Date(Date.UTC(2025, 0, 1, 10)).toISOString();
    const { position } = await kit.store.appendToStream(`ad-${adId}`, [
      { id: randomUUID(), type: 'AdCreated', data: { adId, ownerId: 'owner-1', fields: fakeAdFields(seededRandom(3)), createdAt: at } },
    ]);
    expect(await runner.waitForPosition(position, { timeoutMs: 20_000 })).toBe(true);
    await runner.stop();
    // Copies of the projected ad: PENDING pending ones, REJECTED rejected ones, each a minute apart.
    await kit.db.client.query(
      `INSERT INTO ads
       SELECT (jsonb_populate_record(NULL::ads, to_jsonb(a) || jsonb_build_object(
         'id', 'bulk-' || g,
         'status', CASE WHEN g <= $2::int THEN 'pending' ELSE 'rejected' END,
         'created_at', a.created_at + g * interval '1 minute'))).*
       FROM ads a, generate_series(1, $2::int + $3::int) g WHERE a.id = $1`,
      [adId, PENDING, REJECTED],
    );
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('counts exactly up to the cap', async () => {
    expect((await listAdsForAdmin(kit.db.client, { filter: { status: 'rejected' } })).total).toBe(REJECTED);
  });

  it('estimates past the cap: more than the cap, within a quarter of the real count', async () => {
    const real = { all: 1 + PENDING + REJECTED, pending: 1 + PENDING };
    expect(real.pending).toBeGreaterThan(ADMIN_LIST_EXACT_COUNT);
    for (const [query, count] of [
      [{}, real.all],
      [{ filter: { status: 'pending' } }, real.pending],
      [{ filter: { queue: 'moderation' } }, real.pending],
    ] as const) {
      const { rows, total } = await listAdsForAdmin(kit.db.client, { ...query, range: [0, 24] });
      expect(rows).toHaveLength(25);
      expect(total).toBeGreaterThan(ADMIN_LIST_EXACT_COUNT);
      expect(Math.abs(total - count) / count).toBeLessThanOrEqual(0.25);
    }
  });

  it('never answers less than the page it just read, even far down the list', async () => {
    const { rows, total } = await listAdsForAdmin(kit.db.client, { filter: { status: 'pending' }, range: [PENDING - 10, PENDING + 10] });
    expect(rows).toHaveLength(11);
    expect(total).toBeGreaterThanOrEqual(PENDING + 1);
  });
});
