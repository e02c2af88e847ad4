import { PROVINCES } from '@anonse/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { seedDemoIfEmpty } from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
}, 30_000);
jest.setTimeout(120_000);

it('seeds an empty store once: a demo admin and ≥ 200 ads across all provinces, some pending and rejected', async () => {
  const lines: string[] = [];
  const result = await seedDemoIfEmpty(t.app, t.infra.eventStore, t.infra.logger, { print: (l) => lines.push(l) });
  expect(result.seeded).toBe(true);
  expect(lines).toEqual([`Demo administrator: login demo-admin password ${result.admin!.password}`]);
  const { approved, pending, rejected } = result.ads!;
  expect(approved + pending + rejected).toBeGreaterThanOrEqual(200);
  expect(pending).toBeGreaterThan(0);
  expect(rejected).toBeGreaterThan(0);

  await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 30_000 });
  const search = (await t.client().get('/api/anonse/search')).json();
  expect(search.total).toBe(approved);
  expect(Object.keys(search.facets.province).sort()).toEqual(PROVINCES.map((p) => p.slug).sort());

  const admin = t.client();
  expect((await admin.post('/api/login', { login: 'demo-admin', password: result.admin!.password })).statusCode).toBe(200);
  expect((await admin.get('/api/admin/anonse?filter={"status":"pending"}')).headers['content-range']).toMatch(new RegExp(`/${pending}$`));

  expect((await seedDemoIfEmpty(t.app, t.infra.eventStore, t.infra.logger)).seeded).toBe(false);
});
