import { AnswerCache, normalizedKey } from './answer-cache';

function setup(ttlMs = 1000, maxEntries = 100) {
  let now = 1_000_000;
  const cache = new AnswerCache({ ttlMs, maxEntries, now: () => now });
  let queries = 0;
  const query = (value: string) => async () => {
    queries++;
    return `${value}#${queries}`;
  };
  return { cache, query, queries: () => queries, advance: (ms: number) => void (now += ms) };
}

describe('AnswerCache', () => {
  it('answers identical keys within the TTL from one query, and queries again once it has passed', async () => {
    const t = setup();
    expect(await t.cache.get('a', t.query('a'))).toBe('a#1');
    t.advance(999);
    expect(await t.cache.get('a', t.query('a'))).toBe('a#1');
    expect(await t.cache.get('b', t.query('b'))).toBe('b#2');
    t.advance(1);
    expect(await t.cache.get('a', t.query('a'))).toBe('a#3');
    expect(t.queries()).toBe(3);
  });

  it('keeps an answer for the TTL it was given (the premium block: until its window ends), and clear() drops it too', async () => {
    const t = setup();
    expect(await t.cache.get('w', t.query('w'), 60_000)).toBe('w#1');
    t.advance(59_999);
    expect(await t.cache.get('w', t.query('w'), 60_000)).toBe('w#1');
    t.advance(1);
    expect(await t.cache.get('w', t.query('w'), 60_000)).toBe('w#2');
    t.cache.clear();
    expect(await t.cache.get('w', t.query('w'), 60_000)).toBe('w#3');
    expect(t.queries()).toBe(3);
  });

  it('shares one query between concurrent callers of a key', async () => {
    const t = setup();
    const answers = await Promise.all([1, 2, 3].map(() => t.cache.get('a', t.query('a'))));
    expect(answers).toEqual(['a#1', 'a#1', 'a#1']);
    expect(t.queries()).toBe(1);
  });

  it('forgets everything on clear (a change was read back), and never keeps a failed query', async () => {
    const t = setup();
    await t.cache.get('a', t.query('a'));
    t.cache.clear();
    expect(await t.cache.get('a', t.query('a'))).toBe('a#2');
    await expect(t.cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await t.cache.get('x', t.query('x'))).toBe('x#3');
  });

  it('keeps at most maxEntries answers, dropping the oldest first', async () => {
    const t = setup(1000, 2);
    for (const key of ['a', 'b', 'c']) await t.cache.get(key, t.query(key));
    expect(t.cache.size).toBe(2);
    expect(await t.cache.get('a', t.query('a'))).toBe('a#4');
    expect(await t.cache.get('c', t.query('c'))).toBe('c#3');
  });

  it('keys a filter the same whatever order its fields came in, and tells different filters apart', () => {
    expect(normalizedKey({ city: 'krakow', ranges: { age: { from: 20 } }, tag1: 'kobieta' })).toBe(
      normalizedKey({ tag1: 'kobieta', ranges: { age: { from: 20 } }, city: 'krakow', sort: undefined }),
    );
    expect(normalizedKey({ city: 'krakow', languages: ['pl', 'en'] })).not.toBe(normalizedKey({ city: 'krakow', languages: ['pl'] }));
  });
});
