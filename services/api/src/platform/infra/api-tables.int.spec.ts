import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type SqlClient, type TestDatabase } from '@anonse/eventstore';
import { ROLES, type OnlineAccountDto, type ProjectionRebuildDto } from '@anonse/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { createApp } from '#api/create-app';
import { AdjustableClock } from '#api/platform/clock/clock';
import { loadConfig } from '#api/platform/config/config';
import { createLogger } from '#api/platform/infra/logger';
import { openInfrastructure } from '#api/platform/infra/infrastructure';
import { useTestApp } from '#api/testing/test-app';
import { migrateApiStore } from './api-store.migration';

jest.setTimeout(120_000);

const API_TABLES = ['moderation_claims', 'projection_rebuilds', 'presence_last_seen'];
const API_MIGRATION_IDS = ['api-moderation-claims/001-create', 'api-projection-rebuilds/001-create', 'api-presence-last-seen/001-create'];

/** Which of the API's tables exist, in API_TABLES' order. */
async function tablesIn(sql: SqlClient): Promise<string[]> {
  const present: string[] = [];
  for (const name of API_TABLES)
    if ((await sql.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [name])).rows[0]?.t) present.push(name);
  return present;
}

/** The client, with every statement sent through `query` written down (a transaction's are not: modules run none at start). */
function recording(sql: SqlClient): { sql: SqlClient; statements: string[] } {
  const statements: string[] = [];
  const proxy = new Proxy(sql, {
    get(target, property) {
      if (property === 'query')
        return (text: string, params?: unknown[]) => {
          statements.push(text);
          return target.query(text, params);
        };
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { sql: proxy, statements };
}

describe("the API's own tables come with the migrations", () => {
  let db: TestDatabase;
  const config = loadConfig({
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_PUBLIC_BUILD: '/nonexistent/web-public',
    WEB_ADMIN_BUILD: '/nonexistent/web-admin',
    SECRET_KEY: randomUUID() + randomUUID(),
  });
  const logger = createLogger({ logLevel: 'silent' });
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.close());

  it('exist on a fresh database once it is migrated, before any module starts, and starting the app issues no DDL', async () => {
    expect(await tablesIn(db.client)).toEqual([]);
    const infra = await openInfrastructure({ config, logger, runProjections: false, sql: db.client });
    try {
      expect(await tablesIn(db.client)).toEqual(API_TABLES);
      const { rows } = await db.client.query<{ id: string }>(
        'SELECT id FROM read_model_migrations WHERE id = ANY($1::text[]) ORDER BY id',
        [API_MIGRATION_IDS],
      );
      expect(rows.map((r) => r.id)).toEqual([...API_MIGRATION_IDS].sort());

      const { sql, statements } = recording(infra.sql);
      const app = await createApp({ ...infra, sql, clock: new AdjustableClock() }, { web: false });
      await app.close();
      expect(statements.filter((s) => /\b(CREATE|ALTER|DROP)\s+(TABLE|INDEX)\b/i.test(s))).toEqual([]);
    } finally {
      await infra.close();
    }
  });

  it('come up once when every process of a node migrates a fresh database at the same moment', async () => {
    // A cluster boots its HTTP workers and its projections worker together; on PostgreSQL each migration runs on a
    // connection of its own, and two unlocked CREATE TABLE IF NOT EXISTS of one table fail each other.
    const fresh = await createTestDatabase({ poolSize: 8 });
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openInfrastructure({ config, logger, runProjections: false, sql: fresh.client })),
      );
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
      expect(await tablesIn(fresh.client)).toEqual(API_TABLES);
    } finally {
      await fresh.close();
    }
  });

  it('tolerates a database where an older version created the claims table itself at module start', async () => {
    // What the old ClaimsStore left behind: its table (with a live claim in it), and no migration recorded for it.
    await db.client.query(`DELETE FROM read_model_migrations WHERE id = 'api-moderation-claims/001-create'`);
    await db.client.query(
      `INSERT INTO moderation_claims (item_type, item_id, holder_id, holder_login, until) VALUES ('ad', 'ad-1', 'mod-1', 'moderator', now())`,
    );
    await migrateApiStore(db.client);
    await migrateApiStore(db.client);
    expect((await db.client.query('SELECT item_id FROM moderation_claims')).rows).toEqual([{ item_id: 'ad-1' }]);
    expect((await db.client.query(`SELECT 1 FROM read_model_migrations WHERE id = 'api-moderation-claims/001-create'`)).rows).toHaveLength(
      1,
    );
  });
});

describe('what the API keeps survives a restart', () => {
  const t = useTestApp();
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  it("keeps the last rebuild's progress: who started it, its target and when it finished", async () => {
    const admin = await t.admin();
    const started = await admin.post('/api/admin/projections/audit-data-access/rebuild');
    expect(started.statusCode).toBe(202);
    const { target } = started.json<ProjectionRebuildDto>();
    expect(await t.infra.runner!.waitForPosition(target, { timeoutMs: 20_000, projectors: ['audit-data-access'] })).toBe(true);
    const before = (await admin.get('/api/admin/projections/audit-data-access/rebuild')).json<ProjectionRebuildDto>();
    expect(before).toMatchObject({ state: 'done', progress: 1, target, finishedAt: expect.any(String) });

    await t.restart();
    const auditor = await t.staff(ROLES.auditor);
    const after = (await auditor.get('/api/admin/projections/audit-data-access/rebuild')).json<ProjectionRebuildDto>();
    expect(after).toEqual({ ...before, position: expect.any(Number) });
    const row = (await auditor.get('/api/admin/projections'))
      .json<{ name: string; rebuild: unknown }[]>()
      .find((r) => r.name === 'audit-data-access');
    expect(row?.rebuild).toMatchObject({ state: 'done', startedAt: before.startedAt, finishedAt: before.finishedAt });
  });

  it('keeps when an account was last seen on the live channel', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    const user = await t.user();
    const cookie = [...user.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    // Later than the session's own last use (its registration), so "last seen" can only come from the socket.
    const left = t.clock.advance(30 * 60_000);
    socket.disconnect();
    const seenAt = async () =>
      (await t.db.client.query<{ at: Date | string }>('SELECT last_seen_at AS at FROM presence_last_seen WHERE account_id = $1', [user.id]))
        .rows[0]?.at;
    let recorded: Date | string | undefined;
    for (let i = 0; i < 100 && !((recorded = await seenAt()) && new Date(recorded) >= left); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(new Date(recorded!).getTime()).toBeGreaterThanOrEqual(left.getTime());

    await t.restart();
    const auditor = await t.staff(ROLES.auditor);
    const entry = (await auditor.get('/api/admin/online')).json<OnlineAccountDto[]>().find((e) => e.id === user.id);
    expect(entry).toEqual({ id: user.id, login: user.login, online: false, connections: 0, lastSeenAt: new Date(recorded!).toISOString() });
  });
});
