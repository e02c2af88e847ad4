import { Redis } from 'ioredis';
import { startPrivateRedis, type PrivateRedis } from '#api/testing/private-services';
import { startTestApp } from '#api/testing/test-app';
import { RealtimeServer } from './realtime.server';

/**
 * A node closing with a presence question out to the other nodes (through Redis) waits for it, at most the presence
 * timeout: the adapter's timer for the answer would otherwise outlive the node (5 s, the adapter's own default,
 * whatever `.timeout()` the question was given), which kept Jest workers of the
 * Postgres tier alive after their tests ("A worker process has failed to exit gracefully"), where every test app of
 * every worker shared one Redis and so was a node to all the others.
 */
describe('realtime: closing with presence questions out to other nodes', () => {
  let redis: PrivateRedis;
  let silentNode: Redis;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    // A node that never answers: subscribed to the adapter's request channel, so the app waits for it.
    silentNode = new Redis(redis.url);
    await silentNode.subscribe('anonse:io-request#/#');
  });
  afterAll(async () => {
    silentNode?.disconnect();
    await redis?.kill();
  });

  it('answers them from this node alone, after the presence timeout, by the time close() returns', async () => {
    const t = await startTestApp({ REDIS_URL: redis.url });
    const heard = new Promise((resolve) => silentNode.once('message', resolve));
    const realtime = t.app.get(RealtimeServer);
    let answered: unknown;
    let waited = 0;
    const asked = Date.now();
    void realtime.presence().then((entries) => {
      answered = entries;
      waited = Date.now() - asked;
    });
    await heard; // the question is out (its timer running) before the node closes
    await t.close();
    expect(answered).toEqual([]);
    // It waited for the silent node, for the presence timeout (2 s) rather than the adapter's default (5 s).
    expect(waited).toBeGreaterThanOrEqual(1_900);
    expect(waited).toBeLessThan(4_500);
  });
});
