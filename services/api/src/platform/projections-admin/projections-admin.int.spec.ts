import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp } from '#api/testing/test-app';
import { ROLES } from '@anonse/contracts';
import { ProjectionStatusService } from '../health/projection-status';
import { ProjectionsAdminController } from './projections-admin.controller';
import { ProjectionsStatusController } from './projections-status.controller';
import { RebuildTracker } from './rebuild-tracker';

const t = useTestApp();
jest.setTimeout(60_000);

const MARKER = '[cannot-project]';

/**
 * An ad the real ads projector cannot store: the test adds a CHECK to the ads table that refuses its title —
 * a fault in the read model's database, not a mock — and "fixes" it later by dropping the constraint.
 */
async function appendUnprojectableAd(): Promise<{ adId: string; streamId: string; position: number }> {
  const adId = randomUUID();
  const streamId = `ad-${adId}`;
  const at = new Date().toISOString();
  const fields = { ...fakeAdFields(seededRandom(11)), title: `Ogłoszenie ${MARKER}` };
  const { position } = await t.infra.eventStore.appendToStream(streamId, [
    { id: randomUUID(), type: 'AdCreated', data: { adId, ownerId: randomUUID(), fields, createdAt: at }, metadata: { occurredAt: at } },
  ]);
  return { adId, streamId, position };
}

describe('parked events: administrators, /readyz and /metrics', () => {
  it('refuses anonymous visitors (401) and users who are not administrators (403)', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/admin/projections/parked')).statusCode).toBe(401);
    expect((await anonymous.post('/api/admin/projections/parked/retry', { projector: 'ads' })).statusCode).toBe(401);
    const user = t.client();
    const login = `plain${Math.floor(Math.random() * 1e6)}`;
    const reg = await user.post('/api/register', {
      login,
      email: `${login}@example.com`,
      password: 'secret-pass-1',
      password_confirmation: 'secret-pass-1',
      terms: true,
    });
    expect(reg.statusCode).toBe(201);
    expect((await user.get('/api/admin/projections/parked')).statusCode).toBe(403);
    expect((await user.post('/api/admin/projections/parked/retry', { projector: 'ads' })).statusCode).toBe(403);
  });

  it('lists a parked event, reports it in /readyz and /metrics, and re-runs it once the cause is fixed', async () => {
    const admin = await t.admin();
    await t.db.client.query(`ALTER TABLE ads ADD CONSTRAINT test_unprojectable CHECK (position('${MARKER}' in title) = 0)`);
    const poison = await appendUnprojectableAd();
    expect(await t.infra.runner!.waitForPosition(poison.position, { timeoutMs: 20_000, projectors: ['ads'] })).toBe(true);

    const list = await admin.get('/api/admin/projections/parked?filter={"projector":"ads"}&range=[0,9]');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('parked 0-0/1');
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: `ads:${poison.position}`,
        projector: 'ads',
        position: poison.position,
        streamId: poison.streamId,
        type: 'AdCreated',
        blockedBy: null,
        error: expect.stringContaining('test_unprojectable'),
      }),
    ]);

    const degraded = await admin.get('/readyz');
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({ status: 'degraded', parked: { ads: 1 } });

    // /metrics answers this machine only (no METRICS_TOKEN here).
    const metrics = await t.client('127.0.0.1').get('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.body).toContain('anonse_projection_parked_events{projector="ads"} 1\n');
    expect(metrics.body).toMatch(/^anonse_projection_position\{projector="ads"\} \d+$/m);
    expect(metrics.body).toMatch(/^anonse_projection_lag_events\{projector="accounts"\} \d+$/m);
    expect(metrics.body).toMatch(/^anonse_event_store_head_position \d+$/m);
    expect(metrics.body).toMatch(/^process_resident_memory_bytes \d+$/m);

    // Still broken: it stays parked.
    const again = await admin.post('/api/admin/projections/parked/retry', { projector: 'ads', streamId: poison.streamId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ applied: 0, parked: 1 });

    await t.db.client.query('ALTER TABLE ads DROP CONSTRAINT test_unprojectable');
    const retried = await admin.post('/api/admin/projections/parked/retry', { projector: 'ads' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ applied: 1, parked: 0 });
    const { rows } = await t.db.client.query<{ title: string }>('SELECT title FROM ads WHERE id = $1', [poison.adId]);
    expect(rows).toEqual([{ title: `Ogłoszenie ${MARKER}` }]);

    const empty = await admin.get('/api/admin/projections/parked?filter={"projector":"ads"}');
    expect(empty.headers['content-range']).toBe('parked 0-0/0');
    expect(empty.json()).toEqual([]);
    expect((await admin.get('/readyz')).json()).toMatchObject({ parked: {} });
    expect((await admin.post('/api/admin/projections/parked/retry', { projector: 'nope' })).statusCode).toBe(400);
  });

  it('answers 409 when the projections run in another process', async () => {
    const controller = new ProjectionsAdminController(t.infra.sql, null);
    const request = { headers: { 'accept-language': 'en' } } as unknown as FastifyRequest;
    await expect(controller.retry({ projector: 'ads' }, request)).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('separate process'),
    });
  });
});

describe('the projections page: checkpoints, lag, parked events and rebuilds', () => {
  it('shows every projector to staff, and lets only administrators rebuild one from 0, with its progress', async () => {
    const [admin, moderator, auditor] = await Promise.all([t.admin(), t.staff(ROLES.moderator), t.staff(ROLES.auditor)]);
    const head = await t.infra.eventStore.headPosition();
    expect(await t.infra.runner!.waitForPosition(head, { timeoutMs: 20_000 })).toBe(true);

    const list = await auditor.get('/api/admin/projections');
    expect(list.statusCode).toBe(200);
    const rows =
      list.json<{ name: string; checkpoint: number; head: number; lag: number; parked: number; local: boolean; rebuild: unknown }[]>();
    expect(list.headers['content-range']).toBe(`projections 0-${rows.length - 1}/${rows.length}`);
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['ads', 'accounts', 'audit-data-access']));
    for (const row of rows) {
      expect(row.head).toBeGreaterThanOrEqual(head);
      expect(row.lag).toBe(Math.max(0, row.head - row.checkpoint));
      expect(row).toMatchObject({ local: true, rebuild: null, parked: expect.any(Number) });
    }
    expect((await t.client().get('/api/admin/projections')).statusCode).toBe(401);

    for (const who of [moderator, auditor])
      expect((await who.post('/api/admin/projections/audit-data-access/rebuild')).statusCode).toBe(403);
    expect((await admin.post('/api/admin/projections/nope/rebuild')).statusCode).toBe(404);
    expect((await auditor.get('/api/admin/projections/nope/rebuild')).statusCode).toBe(404);
    expect((await auditor.get('/api/admin/projections/audit-data-access/rebuild')).json()).toBeNull();

    const { rows: before } = await t.db.client.query('SELECT * FROM audit_data_access ORDER BY id');
    const started = await admin.post('/api/admin/projections/audit-data-access/rebuild');
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({
      state: expect.stringMatching(/^(running|done)$/),
      target: expect.any(Number),
      finishedAt: null,
    });
    const target: number = started.json().target;
    expect(await t.infra.runner!.waitForPosition(target, { timeoutMs: 20_000, projectors: ['audit-data-access'] })).toBe(true);
    const done = await moderator.get('/api/admin/projections/audit-data-access/rebuild');
    expect(done.json()).toMatchObject({ state: 'done', progress: 1, target, finishedAt: expect.any(String) });
    expect(
      (await auditor.get('/api/admin/projections')).json().find((r: { name: string }) => r.name === 'audit-data-access').rebuild,
    ).toMatchObject({ state: 'done' });
    const { rows: after } = await t.db.client.query('SELECT * FROM audit_data_access ORDER BY id');
    expect(after).toEqual(before);
  });

  it('answers 409 for a rebuild when the projections run in another process', async () => {
    const controller = new ProjectionsStatusController(
      t.app.get(ProjectionStatusService),
      new RebuildTracker(t.db.client),
      null,
      t.infra.runner!.projectorNames,
    );
    const request = { headers: { 'accept-language': 'en' } } as unknown as FastifyRequest;
    await expect(controller.rebuild('ads', request, { id: 'x', role: ROLES.administrator } as never)).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('separate process'),
    });
  });
});
