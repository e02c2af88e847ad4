import { createServer, type Server, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqlClient, redactUrl } from './open-sql-client';

/** A "database" on 127.0.0.1 that accepts connections and never says a word. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('openSqlClient against a server that does not answer', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'anonse-unreachable-'));
  let server: Awaited<ReturnType<typeof silentServer>>;
  beforeAll(async () => {
    server = await silentServer();
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails within the timeout with one line naming DATABASE_URL, without the password', async () => {
    const databaseUrl = `postgres://app:s3cret-pw@127.0.0.1:${server.port}/anonse`;
    const started = Date.now();
    const error = await openSqlClient({ databaseUrl, dataDir, applicationName: 'test', timeoutMs: 600 }).then(
      () => new Error('opened a database that does not answer'),
      (e: unknown) => e as Error,
    );
    const elapsed = Date.now() - started;
    expect(error.name).toBe('DatabaseUnreachableError');
    expect(error.message).toContain(`DATABASE_URL=postgres://app:***@127.0.0.1:${server.port}/anonse`);
    expect(error.message).toContain('within 0.6 s');
    expect(error.message).toMatch(/check that Postgres is running and reachable/);
    expect(error.message).not.toContain('s3cret-pw');
    expect(error.message).not.toContain('\n');
    expect(elapsed).toBeLessThan(600 + 1500);
  });

  it('redacts a password given as a parameter, and a value that is not a URL', () => {
    expect(redactUrl('postgres://u@db/x?password=hunter2&sslmode=require')).toBe('postgres://u@db/x?password=***&sslmode=require');
    expect(redactUrl('not a url: hunter2')).not.toContain('hunter2');
  });
});
