import type { AddressInfo } from 'node:net';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { io as connect, type Socket } from 'socket.io-client';
import { RealtimeServer } from '#api/platform/realtime/realtime.server';
import { useTestApp } from '#api/testing/test-app';

// SOCKET_PORT=0: the live channel on a port of its own (docs/product.md § 9: 2087 in production), here a free one.
const t = useTestApp({ SOCKET_PORT: '0' });
jest.setTimeout(60_000);

describe('the live channel on a port of its own (SOCKET_PORT)', () => {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  it('tells browsers where it is, accepts the site’s pages from the other port, and pushes notices there', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const sitePort = (t.app.getHttpServer().address() as AddressInfo).port;
    const livePort = t.app.get(RealtimeServer).ownPort();
    expect(livePort).toBeGreaterThan(0);
    expect(livePort).not.toBe(sitePort);

    // Registered and confirmed through its e-mailed link, so its ad goes to moderation.
    const owner = await t.user({ login: 'port_owner', email: 'port@example.com', password: 'secret-pass-1' });
    const listed = await owner.get('/api/notifications');
    expect(listed.json().data.realtime).toEqual({ port: livePort, path: '/socket.io/' });
    // The page may connect there: the CSP names that port of the page's host (SOCKET_PORT itself, 0 here).
    expect(listed.headers['content-security-policy']).toMatch(/connect-src 'self' http:\/\/localhost:0 ws:\/\/localhost:0;/);
    // The page's own origin answers no socket.io on the site's port.
    expect((await fetch(`http://127.0.0.1:${sitePort}/socket.io/?EIO=4&transport=polling`)).status).not.toBe(200);

    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const open = (headers: Record<string, string>) => {
      const s = connect(`http://127.0.0.1:${livePort}`, {
        transports: ['websocket'],
        extraHeaders: headers,
        reconnection: false,
        forceNew: true,
      });
      sockets.push(s);
      return new Promise<Socket>((resolve, reject) => {
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      });
    };
    await expect(open({ cookie, origin: 'http://evil.example' })).rejects.toThrow();
    await expect(open({ origin: `http://127.0.0.1:${sitePort}` })).rejects.toThrow('unauthenticated');
    const socket = await open({ cookie, origin: `http://127.0.0.1:${sitePort}` });
    const heard = new Promise<unknown>((resolve) => socket.once('notification', resolve));

    const created = await owner.post('/api/anonse', fakeAdFields(seededRandom(4)));
    expect(created.statusCode).toBe(201);
    const admin = await t.admin();
    expect((await admin.post(`/api/admin/ads/${created.json().id}/approve`)).statusCode).toBe(200);
    const [notice] = (await owner.get('/api/notifications')).json().data.notifications;
    expect(await heard).toEqual({ id: notice.id, created_at: notice.created_at });
  });
});
