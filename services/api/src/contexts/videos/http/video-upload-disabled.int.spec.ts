import { randomUUID } from 'node:crypto';
import { VIDEO_ATTESTATION_VERSION } from '@anonse/contracts';
import { HttpSession, serverStorage, startServerProcess, type ServerProcess } from '#api/testing/server-process';

jest.setTimeout(180_000);

/**
 * `npm start` on a machine without FFmpeg (docs/architecture.md "Short videos"): the built server, started with a
 * PATH where neither ffmpeg nor ffprobe is found, serves everything else and refuses a video upload with 503 and the
 * reason in the asker's language. A process of its own, since whether the tools run is asked of the real PATH once.
 */
describe('video upload on a machine without FFmpeg (the built server)', () => {
  let storage: Awaited<ReturnType<typeof serverStorage>>;
  let server: ServerProcess | undefined;
  let session: HttpSession | undefined;
  beforeAll(async () => {
    storage = await serverStorage();
  });
  afterAll(async () => {
    session?.close();
    if (server) {
      server.kill('SIGKILL');
      await server.exited;
    }
    await storage?.remove();
  });

  it('answers an upload 503 with the reason, in the asker’s language, and serves the rest', async () => {
    // Every suite registers from 127.0.0.1, and on a Redis the per-address limit is shared by the whole run.
    server = await startServerProcess({
      ...storage.env,
      PATH: '/nonexistent',
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
      SECRET_KEY: 'k'.repeat(40),
    });
    session = new HttpSession(server.url);
    const password = 'Kawa-z-mlekiem-o-7';
    const registered = await session.send('POST', '/api/register', {
      login: 'no_ffmpeg',
      email: 'no_ffmpeg@example.com',
      password,
      password_confirmation: password,
      terms: true,
    });
    expect(registered).toMatchObject({ kind: 'answered', status: 201 });

    const attestation = { everyoneAdult: true, everyoneConsented: true, uploaderAppears: true, textVersion: VIDEO_ATTESTATION_VERSION };
    const body = { adId: randomUUID(), bytes: 1_000_000, attestation };
    const english = await session.send('POST', '/api/videos/uploads', body, { 'accept-language': 'en' });
    expect(english).toMatchObject({ kind: 'answered', status: 503 });
    expect(JSON.parse(english.kind === 'answered' ? english.body : '{}')).toMatchObject({
      message: expect.stringMatching(/FFmpeg is not installed/),
    });
    const polish = await session.send('POST', '/api/videos/uploads', body, { 'accept-language': 'pl' });
    expect(JSON.parse(polish.kind === 'answered' ? polish.body : '{}')).toMatchObject({
      message: expect.stringMatching(/brak programu FFmpeg/),
    });

    expect(await session.send('GET', '/api/anonse/search')).toMatchObject({ kind: 'answered', status: 200 });
  });
});
