import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqlClient } from './open-sql-client';
import { isInitialized } from './pglite-data-dir';

describe('openSqlClient, embedded mode', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'anonse-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the database on first use (in a child process) and finds the same data when reopened', async () => {
    const first = await openSqlClient({ dataDir, applicationName: 'test' });
    expect(isInitialized(path.join(dataDir, 'pgdata'))).toBe(true);
    await first.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await first.query('CREATE TABLE kept (note text)');
    await first.query("INSERT INTO kept VALUES ('survives a restart')");
    await first.close();

    const second = await openSqlClient({ dataDir, applicationName: 'test' });
    const { rows } = await second.query<{ note: string; buffers: string }>(
      "SELECT note, current_setting('shared_buffers') AS buffers FROM kept",
    );
    await second.close();
    expect(rows).toEqual([{ note: 'survives a restart', buffers: '32MB' }]);
  }, 60_000);
});
