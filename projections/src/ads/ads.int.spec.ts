import { randomUUID } from 'node:crypto';
import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { PostgresSearchIndex } from '../search';
import { fakeAdFields, seededRandom } from '../testing/fake-ads';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import { getAd, InvalidListQueryError, listAdsForAdmin, listAdsOfOwner } from './ads.queries';

describe(`ads read model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const rng = seededRandom(7);
  const owner = 'owner-1';
  const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString();

  const create = (adId: string, minute: number, over: Record<string, unknown> = {}, ownerId = owner) =>
    kit.store.appendToStream(`ad-${adId}`, [
      { id: randomUUID(), type: 'AdCreated', data: { adId, ownerId, fields: { ...fakeAdFields(rng), ...over }, createdAt: at(minute) } },
    ]);
  const approve = (adId: string, minute: number) =>
    kit.store.appendToStream(`ad-${adId}`, [
      { id: randomUUID(), type: 'AdApproved', data: { adId, approvedBy: 'mod-1', approvedAt: at(minute) } },
    ]);
  const reject = (adId: string, minute: number, reason = 'Zdjęcia niezgodne z regulaminem') =>
    kit.store.appendToStream(`ad-${adId}`, [
      { id: randomUUID(), type: 'AdRejected', data: { adId, rejectedBy: 'mod-1', reason, rejectedAt: at(minute) } },
    ]);

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await runner.start();
    await create('ad-a', 1, { title: 'Anna – masaż w centrum', city: 'warszawa', province: '6', category: 'masaz', district: undefined });
    await create('ad-b', 2, {
      title: 'Beata – kolacja i rozmowa',
      city: 'krakow',
      province: 'malopolskie',
      category: 'kobieta',
      district: undefined,
    });
    await create(
      'ad-c',
      3,
      { title: 'Cezary – pokazy', city: 'krakow', province: 'malopolskie', category: 'mezczyzna', district: undefined },
      'owner-2',
    );
    await approve('ad-a', 10);
    await reject('ad-b', 11);
    await approve('ad-b', 12); // a second look: approval supersedes the rejection
    const last = await reject('ad-c', 13, 'Opis łamie regulamin');
    expect(await runner.waitForPosition(last.position, { timeoutMs: 10_000 })).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('holds every ad with its status, owner, fields, revision and timestamps', async () => {
    const a = await getAd(kit.db.client, 'ad-a');
    expect(a).toMatchObject({
      id: 'ad-a',
      ownerId: owner,
      status: 'approved',
      revision: 1,
      verified: false,
      promoted: false,
      createdAt: at(1),
      approvedAt: at(10),
      rejectionReason: null,
    });
    expect(a?.fields.title).toBe('Anna – masaż w centrum');
    expect(await getAd(kit.db.client, 'ad-b')).toMatchObject({
      status: 'approved',
      revision: 2,
      approvedAt: at(12),
      rejectionReason: null,
    });
    expect(await getAd(kit.db.client, 'ad-c')).toMatchObject({
      status: 'rejected',
      revision: 1,
      approvedAt: null,
      rejectionReason: 'Opis łamie regulamin',
    });
    expect(await getAd(kit.db.client, 'missing')).toBeNull();
  });

  it('lists the ads of an owner, newest first', async () => {
    expect((await listAdsOfOwner(kit.db.client, owner)).map((a) => a.id)).toEqual(['ad-b', 'ad-a']);
    expect(await listAdsOfOwner(kit.db.client, 'nobody')).toEqual([]);
  });

  it('lists ads for moderators with filters, whitelisted sort and an inclusive range', async () => {
    const all = await listAdsForAdmin(kit.db.client, { sort: { field: 'createdAt', order: 'ASC' }, range: [0, 9] });
    expect([all.rows.map((r) => r.id), all.total]).toEqual([['ad-a', 'ad-b', 'ad-c'], 3]);
    const page = await listAdsForAdmin(kit.db.client, { sort: { field: 'title', order: 'DESC' }, range: [1, 1] });
    expect([page.rows.map((r) => r.id), page.total]).toEqual([['ad-b'], 3]);
    expect((await listAdsForAdmin(kit.db.client, { filter: { status: 'rejected' } })).rows.map((r) => r.id)).toEqual(['ad-c']);
    expect((await listAdsForAdmin(kit.db.client, { filter: { city: 'krakow', category: 'kobieta' } })).rows.map((r) => r.id)).toEqual([
      'ad-b',
    ]);
    expect((await listAdsForAdmin(kit.db.client, { filter: { q: 'MASAŻ' } })).rows.map((r) => r.id)).toEqual(['ad-a']);
    expect((await listAdsForAdmin(kit.db.client, { filter: { q: 'ad-c' } })).rows.map((r) => r.id)).toEqual(['ad-c']);
    expect((await listAdsForAdmin(kit.db.client, { filter: { q: '%' } })).total).toBe(0);
    await expect(listAdsForAdmin(kit.db.client, { sort: { field: 'owner_id; DROP TABLE ads', order: 'ASC' } })).rejects.toBeInstanceOf(
      InvalidListQueryError,
    );
    await expect(listAdsForAdmin(kit.db.client, { range: [5, 2] })).rejects.toBeInstanceOf(InvalidListQueryError);
  });

  it('indexes only approved ads for search, with the province stored as its slug', async () => {
    const result = await new PostgresSearchIndex(kit.db.client).search({});
    expect(result.hits.map((h) => [h.id, h.province]).sort()).toEqual([
      ['ad-a', 'mazowieckie'],
      ['ad-b', 'malopolskie'],
    ]);
  });
});
