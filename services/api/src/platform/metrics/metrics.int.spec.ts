import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { recordingLogger } from '#api/testing/recording-logger';
import { startTestApp, useTestApp, type TestApp } from '#api/testing/test-app';

/** The value of one sample of the exposition, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2] ? match[2].split(',') : [];
    if (wanted.every((l) => have.includes(l))) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics', () => {
  const t = useTestApp();

  it('answers this machine only, with the ApiError shape to anyone else', async () => {
    const away = await t.client('203.0.113.7').get('/metrics', { 'accept-language': 'en' });
    expect(away.statusCode).toBe(403);
    expect(away.json()).toMatchObject({ message: expect.stringContaining('METRICS_TOKEN') });
    expect((await t.client('127.0.0.1').get('/metrics')).statusCode).toBe(200);
    expect((await t.client('::1').get('/metrics')).statusCode).toBe(200);
  });

  it('counts requests and their latency per route family, and shows projections, outbox, job queues and sockets', async () => {
    const local = t.client('127.0.0.1');
    const visitor = t.client();
    for (let i = 0; i < 3; i++) expect((await visitor.get('/api/anonse/search')).statusCode).toBe(200);
    expect((await visitor.get('/api/no-such-thing')).statusCode).toBe(404);
    // Its confirmation e-mail waits in the outbox: nothing sends mail in tests until they ask.
    const owner = await t.user({ confirmed: false });
    expect((await owner.post('/api/anonse', fakeAdFields(seededRandom(9)))).statusCode).toBeLessThan(500);
    // The outbox row is written by the mail projector, after the registration answered.
    await t.projected();

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    const socket: Socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      extraHeaders: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: `http://127.0.0.1:${port}` },
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const res = await local.get('/metrics');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.body;
      expect(sample(text, 'anonse_http_requests_total', { family: 'api/anonse', method: 'GET', status: '2xx' })).toBeGreaterThanOrEqual(3);
      expect(sample(text, 'anonse_http_requests_total', { family: 'unmatched', method: 'GET', status: '4xx' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'anonse_http_request_duration_seconds_count', { family: 'api/anonse', method: 'GET' })).toBeGreaterThanOrEqual(3);
      expect(
        sample(text, 'anonse_http_request_duration_seconds_bucket', { family: 'api/anonse', method: 'GET', le: '+Inf' }),
      ).toBeGreaterThanOrEqual(3);
      expect(sample(text, 'anonse_http_requests_total', { family: 'api/register', method: 'POST', status: '2xx' })).toBe(1);
      expect(sample(text, 'anonse_database_up')).toBe(1);
      expect(sample(text, 'anonse_event_store_head_position')).toBeGreaterThan(0);
      for (const projector of ['ads', 'accounts', 'saved-searches', 'mail']) {
        expect(sample(text, 'anonse_projection_lag_events', { projector })).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'anonse_projection_parked_events', { projector })).toBe(0);
      }
      expect(sample(text, 'anonse_mail_outbox_messages', { state: 'waiting' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'anonse_mail_outbox_messages', { state: 'failed' })).toBe(0);
      expect(sample(text, 'anonse_job_queue_depth', { queue: 'media' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'anonse_job_queue_depth', { queue: 'account-erasure' })).toBe(0);
      expect(sample(text, 'anonse_live_sockets')).toBe(1);
      expect(sample(text, 'anonse_http_requests_in_flight')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    } finally {
      socket.disconnect();
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const token = 'metrics-token-of-this-test-0123456789';
  const t = useTestApp({ METRICS_TOKEN: token });

  it('answers whoever sends the token, and nobody without it, this machine included', async () => {
    const away = t.client('203.0.113.7');
    expect((await away.get('/metrics', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await away.get('/metrics', { authorization: `Bearer ${token}x` })).statusCode).toBe(403);
    expect((await t.client('127.0.0.1').get('/metrics')).statusCode).toBe(403);
  });
});

describe('the correlation id from a request to its events and the projectors’ lines about them', () => {
  let t: TestApp;
  const log = recordingLogger('debug');
  beforeAll(async () => {
    t = await startTestApp({}, { logger: log.logger });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  it('logs the request, stores the events and logs their projection under the id the request came with', async () => {
    const owner = await t.user();
    const correlationId = 'trace-from-the-balancer-0001';
    const created = await owner.post('/api/anonse', fakeAdFields(seededRandom(10)), { 'x-correlation-id': correlationId });
    expect(created.statusCode).toBe(201);
    expect(created.headers['x-correlation-id']).toBe(correlationId);

    const [event] = await t.infra.eventStore.readStream(`ad-${created.json().id}`);
    expect(event).toMatchObject({ type: 'AdCreated', metadata: { correlationId } });
    await t.infra.runner!.waitForPosition(event!.position);

    const lines = log.lines.filter(
      (l) => l.correlationId === correlationId || (l.correlationIds as string[] | undefined)?.includes(correlationId),
    );
    // The request's own lines (Fastify's, with its URL), and a line of each projector that applied the ad's event.
    expect(lines.some((l) => l.component === undefined && JSON.stringify(l).includes('/api/anonse'))).toBe(true);
    const projected = lines.filter((l) => l.component === 'projections').map((l) => l.projector);
    expect(projected).toEqual(expect.arrayContaining(['ads', 'search']));
  });
});
