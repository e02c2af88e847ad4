import { salonStreamId, type OwnerSalon, type SalonListPage, type SalonPublic } from '@anonse/contracts';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '#api/testing/test-app';
import { SAMPLE_AD_FIELDS } from '#api/testing/sample-ad-fields';
import { sampleSalonFields } from '#api/testing/sample-salon-fields';

const NOT_FOUND_PL = 'Nie znaleziono strony salonu o podanym adresie.';
const NOT_FOUND_EN = 'No salon page was found at this address.';

describe('salons: create, review, public page, access rule, edits, erasure', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let admin: TestClient;
  let moderator: TestClient;
  let salon: { id: string; slug: string };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.user();
    stranger = await t.user();
    admin = await t.admin();
    moderator = await t.staff(2);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 30_000);

  const put = (client: TestClient, id: string, body: unknown, revision: number | undefined) =>
    client.request('PUT', `/api/salon/${id}`, { json: body, headers: revision === undefined ? {} : { 'if-match': `"${revision}"` } });
  const mine = async (client: TestClient = owner) => (await client.get('/api/salon/mine')).json<OwnerSalon[]>();
  const page = (client: TestClient, slug: string, lang = 'pl') => client.get(`/api/salon/public/${slug}`, { 'accept-language': lang });

  it('takes a salon from its owner, pending review, with a slug of its name and town', async () => {
    const res = await owner.post('/api/salon', sampleSalonFields({ name: 'Studio Łabędź' }));
    expect(res.statusCode).toBe(201);
    salon = res.json();
    expect(salon.slug).toBe('studio-labedz-krakow');
    expect(await mine()).toMatchObject([{ id: salon.id, status: 'pending', name: 'Studio Łabędź', hasRevision: false }]);
    expect(await mine(stranger)).toEqual([]);
    // The phone and address are sealed in the log (the owner's key), not written in clear.
    const { rows } = await t.db.client.query<{ data: unknown }>('SELECT data FROM events WHERE stream_id = $1', [salonStreamId(salon.id)]);
    expect(JSON.stringify(rows)).not.toMatch(/500 100 200|Przykładowa/);
  });

  it('shows an unapproved salon to its owner, an administrator and a moderator only; anyone else gets the 404 text', async () => {
    for (const client of [owner, admin, moderator]) {
      const res = await page(client, salon.slug);
      expect(res.statusCode).toBe(200);
      expect(res.json<SalonPublic>()).toMatchObject({ approved: false, user_id: owner.id, status: 'pending', name: 'Studio Łabędź' });
    }
    for (const client of [stranger, t.client()]) {
      const res = await page(client, salon.slug);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOT_FOUND_PL);
    }
    expect((await page(t.client(), 'no-such-salon', 'en')).json().message).toBe(NOT_FOUND_EN);
    expect((await page(t.client(), 'Bad%20Slug')).statusCode).toBe(404);
    // Not on the public list either.
    expect((await t.client().get('/api/salon/public?city=krakow')).json<SalonListPage>().total).toBe(0);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await t.infra.eventStore.readStream(salonStreamId(salon.id));
    const bad = {
      ...sampleSalonFields(),
      name: 'x',
      city: 'atlantis',
      phone: 'call me',
      hours: [{ closed: false, open: '25:00', close: '10:00' }],
    };
    const created = await owner.post('/api/salon', bad, { 'accept-language': 'en' });
    expect(created.statusCode).toBe(400);
    expect(Object.keys(created.json().errors)).toEqual(expect.arrayContaining(['name', 'city', 'phone']));
    const edited = await put(owner, salon.id, { ...sampleSalonFields(), description: 'too short' }, before.length - 1);
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors.description).toBeDefined();
    // Someone else's ad is no masseuse of this salon.
    const ad = await stranger.post('/api/anonse', SAMPLE_AD_FIELDS);
    const foreign = await put(owner, salon.id, sampleSalonFields({ masseuseAdIds: [ad.json().id] }), before.length - 1);
    expect(foreign.statusCode).toBe(422);
    expect(await t.infra.eventStore.readStream(salonStreamId(salon.id))).toHaveLength(before.length);
    expect(await mine()).toHaveLength(1);
  });

  it('answers a stale edit with 409 and the salon as it is now; a stranger cannot edit it', async () => {
    const current = await owner.get(`/api/salon/${salon.id}`);
    const revision = Number(String(current.headers.etag).replace(/"/g, ''));
    expect(
      (
        await put(
          owner,
          salon.id,
          sampleSalonFields({ name: 'Studio Łabędź', description: 'Nowy opis salonu, dłuższy niż dwadzieścia znaków.' }),
          revision,
        )
      ).statusCode,
    ).toBe(200);
    const stale = await put(owner, salon.id, sampleSalonFields({ name: 'Inna nazwa' }), revision);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id: salon.id, name: 'Studio Łabędź' });
    expect((await put(owner, salon.id, sampleSalonFields(), undefined)).statusCode).toBe(428);
    expect((await put(stranger, salon.id, sampleSalonFields({ name: 'Przejęty' }), revision + 1)).statusCode).toBe(403);
    expect((await owner.get(`/api/salon/${salon.id}`)).json<OwnerSalon>().name).toBe('Studio Łabędź');
  });

  it('goes public once a moderator approves it, on its town list and by text', async () => {
    expect((await stranger.post(`/api/admin/salons/${salon.id}/approve`)).statusCode).toBe(403);
    const queue = await admin.get('/api/admin/salons?filter=' + encodeURIComponent(JSON.stringify({ status: 'pending' })));
    expect(queue.statusCode).toBe(200);
    expect(queue.headers['content-range']).toBe('salons 0-0/1');
    // react-admin's default order (by id) reads as the queue's own: what waits first.
    expect((await admin.get('/api/admin/salons?sort=' + encodeURIComponent('["id","ASC"]') + '&range=[0,9]')).json()[0]).toMatchObject({
      id: salon.id,
      status: 'pending',
    });
    expect((await admin.get('/api/admin/salons?sort=' + encodeURIComponent('["owner","ASC"]'))).statusCode).toBe(400);
    expect((await moderator.post(`/api/admin/salons/${salon.id}/approve`)).statusCode).toBe(200);
    expect((await moderator.post(`/api/admin/salons/${salon.id}/approve`)).statusCode).toBe(409);
    const res = await page(t.client(), salon.slug);
    expect(res.statusCode).toBe(200);
    expect(res.json<SalonPublic>()).toMatchObject({
      approved: true,
      user_id: owner.id,
      cityName: 'Kraków',
      street: 'ul. Przykładowa 1',
      description: 'Nowy opis salonu, dłuższy niż dwadzieścia znaków.',
    });
    const list = (await t.client().get('/api/salon/public?city=krakow')).json<SalonListPage>();
    expect(list).toMatchObject({ total: 1, items: [{ slug: salon.slug, cityName: 'Kraków' }] });
    expect((await t.client().get('/api/salon/public?q=labedz')).json<SalonListPage>().total).toBe(1);
    expect((await t.client().get('/api/salon/public?city=warszawa')).json<SalonListPage>().total).toBe(0);
    // The XML sitemap lists the public page in both languages.
    const sitemap = await t.client().get('/sitemaps/files/salon-pages-1.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`/salon-masazu/${salon.slug}/`);
    expect(sitemap.body).toContain(`/en/erotic-massage-parlor/${salon.slug}/`);
  });

  it('keeps the approved version and slug public while an edit waits for review', async () => {
    const revision = (await owner.get(`/api/salon/${salon.id}`)).json<OwnerSalon>().revision;
    expect((await put(owner, salon.id, sampleSalonFields({ name: 'Studio Nowe', showAddress: false }), revision)).statusCode).toBe(200);
    const visible = (await page(t.client(), salon.slug)).json<SalonPublic>();
    expect(visible).toMatchObject({ name: 'Studio Łabędź', street: 'ul. Przykładowa 1', approved: true });
    expect((await mine())[0]).toMatchObject({ status: 'approved', hasRevision: true, name: 'Studio Nowe' });
    expect((await moderator.post(`/api/admin/salons/${salon.id}/approve`)).statusCode).toBe(200);
    const after = (await page(t.client(), salon.slug)).json<SalonPublic>();
    expect(after).toMatchObject({ name: 'Studio Nowe', street: null, slug: 'studio-labedz-krakow' });
  });

  it("takes the owner's salons off the site when the owner's account is erased", async () => {
    expect((await owner.post('/api/user/delete', { password: owner.password })).statusCode).toBe(204);
    expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
    expect((await page(admin, salon.slug)).statusCode).toBe(404);
    expect((await t.client().get('/api/salon/public')).json<SalonListPage>().total).toBe(0);
    const { rows } = await t.db.client.query('SELECT id FROM salons WHERE owner_id = $1', [owner.id]);
    expect(rows).toEqual([]);
  });
});
