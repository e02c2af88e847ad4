import {
  addDays,
  tourEndsAt,
  tourStartsAt,
  warsawDateOf,
  type AdListPage,
  type AdSummary,
  type OwnerAdTours,
  type SearchResult,
} from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp, type TestClient, type TestUser } from '#api/testing/test-app';
import { AdDeadlinesWorker } from './workers/ad-deadlines.worker';

const t = useTestApp();
jest.setTimeout(60_000);

const rng = seededRandom(1111);

/** A live (approved) ad in Warszawa of a new owner. */
async function liveAd(): Promise<{ owner: TestUser; id: string }> {
  const owner = await t.user();
  const fields = { ...fakeAdFields(rng), province: 'mazowieckie', city: 'warszawa', category: 'kobieta' as const };
  delete (fields as { district?: string }).district;
  const created = await owner.post('/api/anonse', fields);
  expect(created.statusCode).toBe(201);
  const id: string = created.json().id;
  const admin = await t.admin();
  expect((await admin.post(`/api/admin/ads/${id}/approve`, undefined, { 'if-match': '"0"' })).statusCode).toBe(200);
  return { owner, id };
}

const today = () => warsawDateOf(t.clock.now());
const announce = (c: TestClient, id: string, body: unknown, revision?: number, headers: Record<string, string> = {}) =>
  c.post(`/api/anonse/${id}/tours`, body, { ...(revision === undefined ? {} : { 'if-match': `"${revision}"` }), ...headers });
const cancel = (c: TestClient, id: string, tourId: string, revision: number) =>
  c.request('DELETE', `/api/anonse/${id}/tours/${tourId}`, { headers: { 'if-match': `"${revision}"` } });
const toursOf = async (owner: TestClient, id: string) => (await owner.get(`/api/user/ads/${id}/tours`)).json<OwnerAdTours>();
const hitIn = async (query: string, id: string): Promise<AdSummary | undefined> =>
  (await t.client().get(`/api/anonse/search?${query}`)).json<SearchResult>().hits.find((h) => h.id === id);
const head = () => t.infra.eventStore.headPosition();
async function settle(): Promise<void> {
  expect(await t.infra.runner!.waitForPosition(await head(), { timeoutMs: 10_000 })).toBe(true);
}
/** Lets time pass up to `iso` (and a moment beyond), keeping the owner's session alive. */
const passUntil = (iso: string, owner: TestClient) => t.passTime(Date.parse(iso) - t.clock.now().getTime() + 1, owner);

describe('tours of an ad', () => {
  it('refuses bad input with its status and message, and appends nothing', async () => {
    const { owner, id } = await liveAd();
    const d = (days: number) => addDays(today(), days);
    const ok = { city: 'krakow', startsOn: d(1), endsOn: d(2) };
    const cases: [string, unknown, number, string, string, Record<string, string>?][] = [
      ['an unknown city', { ...ok, city: 'atlantyda' }, 400, 'city', 'Nieznane miasto'],
      ['a control character', { ...ok, city: 'krak\u0007ow' }, 400, 'city', 'Tekst nie może zawierać znaków sterujących'],
      ['a date that does not exist', { ...ok, startsOn: '2026-02-30' }, 400, 'startsOn', 'Podaj datę w formacie RRRR-MM-DD.'],
      ['a huge value', { ...ok, endsOn: '9'.repeat(100_000) }, 400, 'endsOn', 'Data może mieć najwyżej 10 znaków.'],
      ['an end before the start', { ...ok, endsOn: d(0) }, 400, 'endsOn', 'Trasa nie może skończyć się przed swoim początkiem.'],
      ['31 days', { ...ok, endsOn: d(31) }, 400, 'endsOn', 'Trasa może trwać najwyżej 30 dni.'],
      ['31 days, in English', { ...ok, endsOn: d(31) }, 400, 'endsOn', 'A tour can last at most 30 days.', { 'accept-language': 'en' }],
      ['a start in the past', { ...ok, startsOn: d(-1) }, 422, 'startsOn', 'Trasa nie może zaczynać się w przeszłości.'],
      [
        'a start 181 days ahead',
        { ...ok, startsOn: d(181), endsOn: d(182) },
        422,
        'startsOn',
        'Trasę można zapowiedzieć najwyżej 180 dni naprzód.',
      ],
      ['the home city', { ...ok, city: 'warszawa' }, 422, 'city', 'Miasto trasy musi być inne niż miasto ogłoszenia.'],
    ];
    const before = await head();
    for (const [label, body, status, field, text, headers] of cases) {
      const res = await announce(owner, id, body, 1, headers);
      expect({ label, status: res.statusCode, errors: res.json().errors?.[field] }).toEqual({ label, status, errors: [text] });
    }
    // A prototype key is just an unknown key: the required fields are still missing.
    const proto = await owner.request('POST', `/api/anonse/${id}/tours`, {
      payload: '{"__proto__":{"city":"krakow"},"constructor":{"prototype":{}}}',
      headers: { 'content-type': 'application/json', 'if-match': '"1"' },
    });
    expect(proto.statusCode).toBe(400);
    expect((await announce(owner, id, ok)).statusCode).toBe(428);
    expect(await head()).toBe(before);

    // Never two tours on one day, and at most five open ones.
    let revision = 1;
    for (let i = 0; i < 5; i++) {
      const res = await announce(owner, id, { city: 'krakow', startsOn: d(20 + 3 * i), endsOn: d(21 + 3 * i) }, revision);
      expect(res.statusCode).toBe(201);
      revision = res.json().revision;
      if (i > 0) continue;
      const overlap = await announce(owner, id, { city: 'gdansk', startsOn: d(21), endsOn: d(22) }, revision);
      expect([overlap.statusCode, overlap.json().errors.startsOn]).toEqual([422, ['W tych dniach ogłoszenie ma już inną trasę.']]);
    }
    const sixth = await announce(owner, id, { city: 'gdansk', startsOn: d(50), endsOn: d(51) }, revision, { 'accept-language': 'en' });
    expect([sixth.statusCode, sixth.json().message]).toEqual([422, 'An ad can have at most 5 current or upcoming tours.']);
    expect((await toursOf(owner, id)).tours).toHaveLength(5);
  });

  it("answers a stranger's ad, an unknown ad and an unknown tour with 404, and a stale revision with 409 and the ad as it is now", async () => {
    const { owner, id } = await liveAd();
    const stranger = await t.user();
    const body = { city: 'krakow', startsOn: addDays(today(), 1), endsOn: addDays(today(), 2) };
    const before = await head();
    for (const res of [
      await announce(stranger, id, body, 1),
      await announce(stranger, id, body, 7),
      await stranger.get(`/api/user/ads/${id}/tours`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('current');
    }
    expect((await announce(owner, '00000000-0000-4000-8000-000000000000', body, 0)).statusCode).toBe(404);
    expect((await announce(owner, '__proto__', body, 0)).statusCode).toBe(404);
    const unknownTour = await cancel(owner, id, '00000000-0000-4000-8000-000000000000', 1);
    expect([unknownTour.statusCode, unknownTour.json().message]).toEqual([404, 'Nie znaleziono trasy.']);
    const stale = await announce(owner, id, body, 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id, revision: 1, status: 'approved', tours: [] });
    expect(stale.json().current).not.toHaveProperty('ownerId');
    expect(await head()).toBe(before);

    const announced = await announce(owner, id, body, 1);
    expect((await cancel(stranger, id, announced.json().tourId, 2)).statusCode).toBe(404);
    expect((await toursOf(owner, id)).tours.map((tour) => tour.state)).toEqual(['upcoming']);
    // Out of the way of the next tests' clock.
    expect((await cancel(owner, id, announced.json().tourId, 2)).statusCode).toBe(200);
  });

  it('puts the ad in its tour city at the first midnight, marked, and takes it out after the last day; a cancelled tour goes at once', async () => {
    const { owner, id } = await liveAd();
    const worker = t.app.get(AdDeadlinesWorker);
    const tour = { city: 'krakow', startsOn: addDays(today(), 2), endsOn: addDays(today(), 4) };
    const res = await announce(owner, id, tour, 1);
    expect(res.statusCode).toBe(201);
    const { tourId, revision } = res.json<{ tourId: string; revision: number }>();
    expect(revision).toBe(2);
    const mine = await toursOf(owner, id);
    expect(mine).toMatchObject({ adId: id, revision: 2, status: 'approved', city: 'warszawa', today: today() });
    expect(mine.tours).toEqual([
      { id: tourId, city: 'krakow', province: 'malopolskie', startsOn: tour.startsOn, endsOn: tour.endsOn, state: 'upcoming' },
    ]);
    // Announced is not yet in force.
    expect(await hitIn('city=krakow', id)).toBeUndefined();
    expect((await worker.runDue()).toursStarted).toBe(0);

    await passUntil(tourStartsAt(tour), owner);
    expect((await worker.runDue()).toursStarted).toBe(1);
    await settle();
    const marker = { city: 'krakow', province: 'malopolskie', until: tour.endsOn };
    expect((await hitIn('city=krakow', id))?.onTour).toEqual(marker);
    expect((await hitIn('province=malopolskie', id))?.onTour).toEqual(marker);
    expect((await hitIn('city=warszawa', id))?.onTour).toBeNull();
    const list = (await t.client().get('/api/anonse/list?city=krakow')).json<AdListPage>();
    expect([list.total, list.hits.find((h) => h.id === id)?.onTour]).toEqual([1, marker]);
    expect((await t.client().get(`/api/anonse/${id}`)).json().tours).toEqual([{ ...mine.tours[0], state: 'current' }]);
    // The worker runs again before the read side moved on, or on another node: nothing twice.
    expect((await worker.runDue()).toursStarted).toBe(0);

    await passUntil(tourEndsAt(tour), owner);
    expect((await worker.runDue()).toursEnded).toBe(1);
    await settle();
    expect(await hitIn('city=krakow', id)).toBeUndefined();
    expect((await hitIn('city=warszawa', id))?.onTour).toBeNull();
    expect((await t.client().get(`/api/anonse/${id}`)).json().tours).toEqual([]);
    expect((await toursOf(owner, id)).tours.map((x) => x.state)).toEqual(['ended']);
    const late = await cancel(owner, id, tourId, (await toursOf(owner, id)).revision);
    expect([late.statusCode, late.json().message]).toEqual([409, 'Ta trasa już się skończyła.']);

    // Announced for today: in force at once, no worker needed; cancelled: out of the tour city at once.
    const now = await announce(owner, id, { city: 'gdansk', startsOn: today(), endsOn: today() }, (await toursOf(owner, id)).revision);
    expect(now.statusCode).toBe(201);
    expect((await hitIn('city=gdansk', id))?.onTour).toEqual({ city: 'gdansk', province: 'pomorskie', until: today() });
    const cancelled = await cancel(owner, id, now.json().tourId, now.json().revision);
    expect(cancelled.statusCode).toBe(200);
    expect(await hitIn('city=gdansk', id)).toBeUndefined();
    expect((await cancel(owner, id, now.json().tourId, cancelled.json().revision)).json().revision).toBe(cancelled.json().revision);
  });

  it("ends a tour's effect when the ad is deactivated, and ends a tour the worker missed without putting it in force", async () => {
    const { owner, id } = await liveAd();
    const worker = t.app.get(AdDeadlinesWorker);
    const current = await announce(owner, id, { city: 'lodz', startsOn: today(), endsOn: addDays(today(), 1) }, 1);
    expect((await hitIn('city=lodz', id))?.onTour).toMatchObject({ city: 'lodz' });
    expect((await owner.post(`/api/anonse/${id}/deactivate`, undefined, { 'if-match': `"${current.json().revision}"` })).statusCode).toBe(
      200,
    );
    expect(await hitIn('city=lodz', id)).toBeUndefined();
    expect(
      (await owner.post(`/api/anonse/${id}/reactivate`, undefined, { 'if-match': `"${current.json().revision + 1}"` })).statusCode,
    ).toBe(200);
    expect((await hitIn('city=lodz', id))?.onTour).toMatchObject({ city: 'lodz' });

    // A tour whose whole span passed while no worker ran (a stopped process) ends; it never comes into force late.
    const missed = { city: 'gdansk', startsOn: addDays(today(), 3), endsOn: addDays(today(), 3) };
    expect((await announce(owner, id, missed, current.json().revision + 2)).statusCode).toBe(201);
    await passUntil(tourEndsAt(missed), owner);
    const run = await worker.runDue();
    expect(run).toMatchObject({ toursStarted: 0 });
    expect(run.toursEnded).toBeGreaterThanOrEqual(2);
    await settle();
    expect((await toursOf(owner, id)).tours.map((x) => [x.city, x.state])).toEqual([
      ['lodz', 'ended'],
      ['gdansk', 'ended'],
    ]);
    expect(await hitIn('city=gdansk', id)).toBeUndefined();
  });
});
