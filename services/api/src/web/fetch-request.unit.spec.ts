import Fastify, { type FastifyInstance } from 'fastify';
import { toFetchRequest } from './fetch-request';

/** A bare Fastify with the API's proxy setting, answering with what React Router would be handed. */
async function echo(trustProxy: string[] | false, publicOrigin?: string): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy });
  app.get('/*', async (request) => {
    const fetchRequest = toFetchRequest(request, { publicOrigin });
    return { url: fetchRequest.url, headers: Object.fromEntries(fetchRequest.headers) };
  });
  await app.ready();
  return app;
}

const forwarded = {
  host: 'anonse.internal:3000',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example',
};

describe('toFetchRequest', () => {
  it('takes the origin from PUBLIC_ORIGIN alone, whatever the headers say', async () => {
    const app = await echo(['127.0.0.1'], 'https://anonse.example');
    const res = (await app.inject({ url: '/anonse/?page=2', headers: forwarded })).json();
    expect(res.url).toBe('https://anonse.example/anonse/?page=2');
    expect(JSON.stringify(res)).not.toContain('evil.example');
  });

  it('ignores forwarded headers when no proxy is trusted', async () => {
    const app = await echo(false);
    const res = (await app.inject({ url: '/', headers: forwarded })).json();
    expect(res.url).toBe('http://anonse.internal:3000/');
    expect(JSON.stringify(res)).not.toContain('evil.example');
  });

  it('honours forwarded host and scheme from a trusted proxy', async () => {
    const app = await echo(['127.0.0.1']);
    const res = (await app.inject({ url: '/en/', headers: { ...forwarded, 'x-forwarded-host': 'anonse.example' } })).json();
    expect(res.url).toBe('https://anonse.example/en/');
  });

  it('does not let a proxy outside the list speak', async () => {
    const app = await echo(['10.0.0.1']);
    const res = (await app.inject({ url: '/', headers: forwarded })).json();
    expect(res.url).toBe('http://anonse.internal:3000/');
  });

  it('keeps a path that looks like a host on our origin', async () => {
    const app = await echo(false, 'https://anonse.example');
    expect((await app.inject({ url: '//evil.example/x' })).json().url).toBe('https://anonse.example//evil.example/x');
  });

  it('hands over the forwarding headers to nobody', async () => {
    const app = await echo(['127.0.0.1']);
    const { headers } = (await app.inject({ url: '/', headers: { ...forwarded, 'x-forwarded-for': '1.2.3.4', cookie: 'a=1' } })).json();
    expect(Object.keys(headers).filter((k) => k.startsWith('x-forwarded') || k === 'forwarded')).toEqual([]);
    expect(headers.cookie).toBe('a=1');
  });
});
