import { PROVINCES } from '@anonse/contracts';
import pino from 'pino';
import { AccountEmailService } from '../contexts/accounts';
import { useTestApp } from '../testing/test-app';
import { seedDemoIfEmpty } from './seed-demo';

const t = useTestApp();
jest.setTimeout(120_000);

it('seeds an empty store once: a demo admin and ≥ 200 ads across all provinces, some pending and rejected', async () => {
  const output: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void output.push(line) });
  const result = await seedDemoIfEmpty(t.app, t.infra.eventStore, logger, { print: (block) => output.push(block) });
  expect(result.seeded).toBe(true);
  // The credentials come last, framed, after the seed's own log lines.
  expect(output.some((line) => line.includes('demo data seeded'))).toBe(true);
  const frame = output.at(-1)!;
  expect(frame).toContain(`║  Demo administrator: login demo-admin password ${result.admin!.password} `);
  expect(frame.split('\n')[0]).toMatch(/^╔═+╗$/);
  expect(frame.split('\n').at(-1)).toMatch(/^╚═+╝$/);
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
  expect((await admin.get('/api/admin/ads?filter={"status":"pending"}')).headers['content-range']).toMatch(new RegExp(`/${pending}$`));
  // Demo salons: three public, one waiting in the console's queue.
  expect((await t.client().get('/api/salon/public')).json().total).toBe(3);
  expect((await admin.get('/api/admin/salons?filter={"status":"pending"}')).headers['content-range']).toBe('salons 0-0/1');

  // The demo advertisers' addresses count as confirmed (their ads went to moderation), by the system, with no link.
  const { rows: owners } = await t.db.client.query<{ owner_id: string }>('SELECT DISTINCT owner_id FROM ads');
  expect(owners).toHaveLength(6);
  for (const { owner_id } of owners) expect(await t.app.get(AccountEmailService).isEmailConfirmed(owner_id)).toBe(true);

  // One published demo article of each listed kind, so no list starts empty.
  for (const kind of ['blog', 'guide', 'story', 'news'])
    expect((await t.client().get(`/api/content/articles?kind=${kind}`)).json().total).toBe(1);

  expect((await seedDemoIfEmpty(t.app, t.infra.eventStore, t.infra.logger)).seeded).toBe(false);
  expect((await seedDemoIfEmpty(t.app, t.infra.eventStore, t.infra.logger, { storeWasEmpty: false })).seeded).toBe(false);
});
