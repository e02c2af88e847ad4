import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process';

/**
 * Services a fault drill may stop and start at will: never the shared ones other people's tests and servers use.
 * They are found on this machine at run time (the CI machine is the same kind); a missing binary fails the drill.
 */

/** The newest PostgreSQL installed the Debian way (`/usr/lib/postgresql/<major>/bin`). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((d) => existsSync(join(root, d, 'bin', 'initdb'))) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL server binaries under ${root}/*/bin (apt-get install postgresql)`);
  return join(root, newest, 'bin');
}

/**
 * initdb and postgres refuse to run as root; in a container the tests usually are root, so the cluster then belongs
 * to the `postgres` account the Debian package creates, and its tools run through runuser.
 */
function asOwner(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export interface PrivatePostgres {
  readonly url: string;
  /** Stops the server the way an operator's restart does (`pg_ctl stop -m fast`: sessions cut, no new ones). */
  stop(): void;
  /** Starts it again on the same port and data. */
  start(): void;
  remove(): void;
}

/** A throw-away cluster in a temporary directory on a free port, trust authentication, listening on 127.0.0.1 only. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'anonse-pg-'));
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) {
    const [uid, gid] = ids('postgres');
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const run = (tool: string, args: string[]) => {
    const [command, argv] = asOwner(join(bin, tool), args);
    execFileSync(command, argv, { stdio: 'pipe' });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
    remove() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function ids(user: string): [number, number] {
  const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
  return [uid, gid];
}
export interface PrivateRedis {
  readonly url: string;
  /** SIGKILL: Redis gone at once, as a crashed or unreachable one is. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: nothing persisted). */
  start(): Promise<void>;
}

/** `redis-server` on a free port, without persistence. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      server.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        out += chunk;
        if (/Ready to accept connections/.test(out)) resolve();
      });
      server.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
      server.once('error', reject);
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      const server = child;
      if (!server || server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    },
    start,
  };
}
