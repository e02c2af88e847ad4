import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { HttpSession, serverStorage, startServerProcess, type ServerProcess } from '#api/testing/server-process';

jest.setTimeout(90_000);

/** Room for a few processed photos: the drill fills it with a file of its own, then deletes that file. */
const DISK = '4m';

/**
 * The drill of docs/operations.md "Media disk full": the built server keeps photos under DATA_DIR/media, here a tmpfs
 * of a few megabytes (a real file system that really runs out of blocks: CI runs as root, as this machine does).
 * With the disk full an upload is refused with 507 and a localized message in the ApiError shape, nothing of it is
 * left on the disk or listed, and once room returns the next upload is stored, processed and served.
 */
describe('drill: the media disk full (the built server)', () => {
  let storage: Awaited<ReturnType<typeof serverStorage>>;
  let server: ServerProcess | undefined;
  let mediaDir: string;
  let mounted = false;
  const sessions: HttpSession[] = [];

  beforeAll(async () => {
    if (process.getuid?.() !== 0) throw new Error('this drill mounts a tmpfs for the media disk: run it as root (CI does)');
    storage = await serverStorage();
    mediaDir = join(storage.env.DATA_DIR!, 'media');
    mkdirSync(mediaDir, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK},mode=0700`, 'tmpfs', mediaDir]);
    mounted = true;
  });
  afterAll(async () => {
    for (const s of sessions) s.close();
    if (server) {
      server.kill('SIGKILL');
      await server.exited;
    }
    // Lazily: a file the killed server held open must not keep the mount (and the temporary directory) alive.
    if (mounted) execFileSync('umount', ['-l', mediaDir]);
    await storage?.remove();
  });

  /** Every file on the media disk, as paths under it (the drill's filler excluded). */
  const filesOnDisk = (dir = mediaDir): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? filesOnDisk(join(dir, e.name)) : [relative(mediaDir, join(dir, e.name))],
    );

  /** Writes until the file system refuses (ENOSPC): then not one more block is free. */
  const fillDisk = (file: string) => {
    const fd = openSync(file, 'w');
    try {
      for (const size of [256 * 1024, 4096, 1]) {
        const chunk = Buffer.alloc(size, 1);
        for (;;) {
          try {
            if (writeSync(fd, chunk) < size) break;
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
            throw error;
          }
        }
      }
    } finally {
      closeSync(fd);
    }
  };

  const upload = (session: HttpSession, body: Buffer, language: string) =>
    fetch(`${server!.url}/api/media/photos`, {
      method: 'POST',
      headers: {
        cookie: session.cookieHeader(),
        'x-xsrf-token': session.cookies.get('XSRF-TOKEN')!,
        'content-type': 'image/jpeg',
        'accept-language': language,
      },
      body,
    });

  it('refuses an upload with 507 while the disk is full, leaves nothing of it, and stores the next once room returns', async () => {
    server = await startServerProcess({ ...storage.env, REGISTRATIONS_PER_IP_PER_HOUR: '1000', MEDIA_WORKER_POLL_MS: '200' });
    const owner = new HttpSession(server.url);
    sessions.push(owner);
    const password = 'Kawa-z-mlekiem-o-7';
    const registered = await owner.send('POST', '/api/register', {
      login: 'diskdrill',
      email: 'diskdrill@example.com',
      password,
      password_confirmation: password,
      terms: true,
    });
    expect(registered).toMatchObject({ kind: 'answered', status: 201 });
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#4a6fa5', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
    })
      .jpeg({ quality: 85 })
      .toBuffer();

    const filler = join(mediaDir, '.drill-filler');
    fillDisk(filler);

    // Refused in the person's language, in the ApiError shape, and the log tells the operator why.
    for (const [language, text] of [
      ['en', 'The server has run out of room for files, so this was not saved. Try again later.'],
      ['pl', 'Na serwerze zabrakło miejsca na pliki, więc nie zapisaliśmy tego. Spróbuj ponownie później.'],
    ] as const) {
      const refused = await upload(owner, photo, language);
      expect(refused.status).toBe(507);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await refused.json()).toEqual({ statusCode: 507, error: 'Insufficient Storage', message: text });
    }
    // The log reaches the test through a pipe, after the answer (pino writes asynchronously): wait for both lines,
    // rather than count at once (CI once counted one).
    const refusals = () => server!.logs.filter((l) => l.msg === 'no space left for files: answered 507');
    for (let waited = 0; refusals().length < 2 && waited < 5_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(refusals()).toHaveLength(2);
    expect(server.logs.filter((l) => l.msg === 'unhandled error')).toEqual([]);
    // Nothing half-written stays (not even a temporary name) and no photo was recorded for the owner.
    expect(filesOnDisk().filter((f) => f !== '.drill-filler')).toEqual([]);
    const listed = await owner.send('GET', '/api/media/photos');
    expect(listed).toMatchObject({ kind: 'answered', status: 200 });
    expect(JSON.parse((listed as { body: string }).body)).toEqual([]);

    // Room returns: the next upload is stored, processed and its renditions served, without a restart.
    rmSync(filler);
    const stored = await upload(owner, photo, 'en');
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };
    let ready: { status: string; sources: { url: string }[] } | undefined;
    for (let i = 0; i < 200 && ready?.status !== 'ready'; i++) {
      if (i) await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await owner.send('GET', `/api/media/photos/${id}`);
      ready = JSON.parse((res as { body: string }).body) as typeof ready;
    }
    expect(ready?.status).toBe('ready');
    expect(ready!.sources.length).toBeGreaterThan(0);
    for (const source of ready!.sources) expect(await owner.send('GET', source.url)).toMatchObject({ kind: 'answered', status: 200 });
    expect(filesOnDisk().filter((f) => f.startsWith('public/')).length).toBe(ready!.sources.length);
  });
});
