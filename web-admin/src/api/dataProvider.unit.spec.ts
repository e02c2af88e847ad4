import type { HttpClient } from './client';
import { createDataProvider } from './dataProvider';

type Call = { url: string; options: Parameters<HttpClient>[1] };

const fakeHttp = (answer: { status?: number; headers?: Record<string, string>; json: unknown }) => {
  const calls: Call[] = [];
  const client: HttpClient = async (url, options) => {
    calls.push({ url, options });
    const headers = new Headers(answer.headers ?? {});
    return { status: answer.status ?? 200, headers, body: JSON.stringify(answer.json), json: answer.json };
  };
  return { calls, client };
};

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('admin dataProvider (simple-rest dialect)', () => {
  it('builds the list URL with sort, range and filter and reads Content-Range', async () => {
    const { calls, client } = fakeHttp({
      headers: { 'Content-Range': 'ads 0-1/319' },
      json: [{ id: 'a' }, { id: 'b' }],
    });
    const dp = createDataProvider(client);
    const res = await dp.getList('ads', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'pending', q: 'Kraków', city: 'krakow', category: 'kobieta' },
    });
    expect(res.total).toBe(319);
    expect(res.data).toHaveLength(2);
    const url = calls[0]!.url;
    expect(url.startsWith('/api/admin/ads?')).toBe(true);
    expect(query(url)).toEqual({
      sort: '["createdAt","DESC"]',
      range: '[0,24]',
      filter: '{"status":"pending","q":"Kraków","city":"krakow","category":"kobieta"}',
    });
  });

  it('asks for the second page as range [25,49]', async () => {
    const { calls, client } = fakeHttp({ headers: { 'Content-Range': 'ads 25-49/60' }, json: [] });
    await createDataProvider(client).getList('ads', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: {},
    });
    expect(query(calls[0]!.url).range).toBe('[25,49]');
  });

  it('getOne keeps the record revision, or takes it from the ETag', async () => {
    const withField = fakeHttp({ json: { id: 'x', revision: 4 }, headers: { ETag: '"9"' } });
    expect((await createDataProvider(withField.client).getOne('ads', { id: 'x' })).data.revision).toBe(4);
    expect(withField.calls[0]!.url).toBe('/api/admin/ads/x');

    const onlyEtag = fakeHttp({ json: { id: 'x' }, headers: { ETag: 'W/"5"' } });
    expect((await createDataProvider(onlyEtag.client).getOne('ads', { id: 'x' })).data.revision).toBe(5);
  });

  it('approve posts with If-Match and returns the command answer', async () => {
    const { calls, client } = fakeHttp({ json: { id: 'x', revision: 2, position: 41 } });
    const res = await createDataProvider(client).approve('ads', { id: 'x', revision: 1 });
    expect(res.data).toEqual({ id: 'x', revision: 2, position: 41 });
    expect(calls[0]!.url).toBe('/api/admin/ads/x/approve');
    expect(calls[0]!.options?.method).toBe('POST');
    expect(new Headers(calls[0]!.options?.headers).get('If-Match')).toBe('"1"');
  });

  it('reject posts the reason with If-Match', async () => {
    const { calls, client } = fakeHttp({ json: { id: 'x', revision: 2, position: 42 } });
    await createDataProvider(client).reject('ads', { id: 'x', revision: 1, reason: 'Niezgodne z regulaminem' });
    expect(calls[0]!.url).toBe('/api/admin/ads/x/reject');
    expect(new Headers(calls[0]!.options?.headers).get('If-Match')).toBe('"1"');
    expect(JSON.parse(String(calls[0]!.options?.body))).toEqual({ reason: 'Niezgodne z regulaminem' });
  });
});
