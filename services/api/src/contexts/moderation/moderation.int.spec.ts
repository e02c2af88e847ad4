import { randomUUID } from 'node:crypto';
import { reportStreamId, ROLES, VIDEO_ATTESTATION_VERSION, videoStreamId, type ReportDto } from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp, type TestClient, type TestUser } from '#api/testing/test-app';
import { REPORT_LIMITS } from './report-rate-limits';

const t = useTestApp();
jest.setTimeout(90_000);

let moderator: TestClient;
let moderator2: TestClient;
let auditor: TestClient;
let owner: TestUser;
beforeAll(async () => {
  moderator = await t.staff(ROLES.moderator);
  moderator2 = await t.staff(ROLES.moderator);
  auditor = await t.staff(ROLES.auditor);
  owner = await t.user();
});

let seed = 100;
/** A pending ad of `owner`: its id and revision. */
async function pendingAd(): Promise<string> {
  const fields = { ...fakeAdFields(seededRandom(++seed)), province: 'mazowieckie', city: 'warszawa', category: 'kobieta' as const };
  delete (fields as { district?: string }).district;
  const res = await owner.post('/api/anonse', fields);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

async function approvedAd(): Promise<string> {
  const id = await pendingAd();
  expect((await moderator.post(`/api/admin/ads/${id}/approve`, undefined, { 'if-match': '"0"' })).statusCode).toBe(200);
  return id;
}

const report = (c: TestClient, body: unknown, lang = 'pl') => c.post('/api/reports', body, { 'accept-language': lang });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const reportsOn = async (targetId: string) =>
  (await moderator.get(`/api/admin/reports?filter=${q({ targetId })}&range=[0,99]`)).json<ReportDto[]>();
const searchHits = async () =>
  (await t.client().get('/api/anonse/search?province=mazowieckie&city=warszawa&tag1=kobieta')).json<{
    hits: { id: string; hasVideo?: boolean }[];
  }>().hits;
const feedIds = async () => (await t.client().get('/api/swiper')).json<{ videos: { id: string }[] }>().videos.map((v) => v.id);
const adClipIds = async (adId: string) => (await t.client().get(`/api/swiper/ad/${adId}`)).json<{ id: string }[]>().map((v) => v.id);

/**
 * A clip of `owner` for the ad, approved, written straight into the log: processing needs FFmpeg and has its own
 * tests (videos/processing); a report needs only a clip visitors see.
 */
async function approvedClip(adId: string): Promise<string> {
  const videoId = randomUUID();
  const at = t.clock.now().toISOString();
  const event = (type: string, data: Record<string, unknown>) => ({ id: randomUUID(), type, data, metadata: { occurredAt: at } });
  await t.infra.eventStore.appendToStream(videoStreamId(videoId), [
    event('VideoUploaded', {
      videoId,
      ownerId: owner.id,
      adId,
      sourceKey: `private/videos/${videoId}/source`,
      durationMs: 5000,
      width: 720,
      height: 1280,
      bytes: 100_000,
      uploadedAt: at,
    }),
    event('VideoConsentAttested', {
      videoId,
      ownerId: owner.id,
      everyoneAdult: true,
      everyoneConsented: true,
      uploaderAppears: true,
      textVersion: VIDEO_ATTESTATION_VERSION,
      attestedAt: at,
    }),
    event('VideoProcessingStarted', { videoId, attempt: 1, startedAt: at }),
    event('VideoProcessed', {
      videoId,
      renditions: [{ quality: 720, fileKey: `private/videos/${videoId}/a1-720.mp4`, width: 720, height: 1280, bytes: 90_000 }],
      posterKey: `private/videos/${videoId}/a1-poster.jpg`,
      posterWidth: 720,
      posterHeight: 1280,
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      durationMs: 5000,
      processedAt: at,
    }),
    event('VideoApproved', { videoId, ownerId: owner.id, adId, approvedBy: 'mod', approvedAt: at }),
  ]);
  await t.projected();
  return videoId;
}

const searchIds = async () =>
  (await t.client().get('/api/anonse/search?province=mazowieckie&city=warszawa&tag1=kobieta'))
    .json<{ hits: { id: string }[] }>()
    .hits.map((h) => h.id);

describe('reports', () => {
  it('takes an anonymous report of a public ad; a logged-in reporter is recorded; unknown or hidden targets are 404', async () => {
    const adId = await approvedAd();
    const anonymous = t.client();
    const res = await report(anonymous, { target: { type: 'ad', id: adId }, reason: 'scam', details: '  Prosi o przedpłatę\r\nBLIK  ' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const one = await moderator.get(`/api/admin/reports/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id,
      targetType: 'ad',
      targetId: adId,
      reason: 'scam',
      severity: 'normal',
      status: 'open',
      reporterId: null,
      details: 'Prosi o przedpłatę\nBLIK',
    });

    const reporter = await t.user();
    const byUser = await report(reporter, { target: { type: 'account', id: owner.id }, reason: 'fake_photos' });
    expect(byUser.statusCode).toBe(201);
    expect((await moderator.get(`/api/admin/reports/${byUser.json().id}`)).json()).toMatchObject({
      targetType: 'account',
      reporterId: reporter.id,
    });

    const before = await t.infra.eventStore.headPosition();
    const pending = await pendingAd();
    const afterAd = await t.infra.eventStore.headPosition();
    expect((await report(anonymous, { target: { type: 'ad', id: randomUUID() }, reason: 'spam' })).statusCode).toBe(404);
    const hidden = await report(anonymous, { target: { type: 'ad', id: pending }, reason: 'spam' }, 'en');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('There is no such ad, video or account.');
    expect((await report(anonymous, { target: { type: 'account', id: randomUUID() }, reason: 'spam' })).statusCode).toBe(404);
    const bad = await report(anonymous, { target: { type: 'ad', id: adId }, reason: 'boring', details: 'x'.repeat(2001) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['reason', 'details']));
    expect(await t.infra.eventStore.headPosition()).toBe(afterAd);
    expect(afterAd).toBeGreaterThan(before);
  });

  it('puts underage and coercion reports first, then the oldest', async () => {
    const adId = await approvedAd();
    const c = t.client();
    const ids: Record<string, string> = {};
    for (const reason of ['spam', 'coercion', 'other', 'underage'] as const) {
      const res = await report(c, { target: { type: 'ad', id: adId }, reason });
      expect(res.statusCode).toBe(201);
      ids[reason] = res.json().id;
      t.clock.advance(1000);
    }
    expect((await reportsOn(adId)).map((r) => [r.reason, r.severity])).toEqual([
      ['coercion', 'urgent'],
      ['underage', 'urgent'],
      ['spam', 'normal'],
      ['other', 'normal'],
    ]);
    const open = await moderator.get(`/api/admin/reports?filter=${q({ status: 'open', reason: 'underage', targetId: adId })}`);
    expect(open.headers['content-range']).toBe('reports 0-0/1');
    expect(open.json()[0].id).toBe(ids.underage);
    // The auditor reads the queue.
    expect((await auditor.get(`/api/admin/reports?filter=${q({ targetId: adId })}`)).statusCode).toBe(200);
  });

  it('hides the reported ad at once (gone from search, owner told why) and decides the report once', async () => {
    const adId = await approvedAd();
    expect(await searchIds()).toContain(adId);
    const { id } = (await report(t.client(), { target: { type: 'ad', id: adId }, reason: 'underage' })).json();

    const hidden = await moderator.post(`/api/admin/reports/${id}/hide-ad`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id, status: 'resolved', outcome: 'actioned', adHidden: true });
    expect(await searchIds()).not.toContain(adId);
    expect((await t.client().get(`/api/anonse/${adId}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/anonse/${adId}`)).json()).toMatchObject({
      status: 'rejected',
      rejectionReason: expect.stringContaining('zgłoszeniu'),
    });
    const notices = (await owner.get('/api/notifications')).json().data.notifications as { kind: string }[];
    expect(notices.map((n) => n.kind)).toContain('adRejected');

    const head = await t.infra.eventStore.headPosition();
    const again = await moderator2.post(`/api/admin/reports/${id}/resolve`, { outcome: 'dismissed' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ current: { id, outcome: 'actioned' } });
    expect((await moderator2.post(`/api/admin/reports/${id}/hide-ad`)).statusCode).toBe(409);
    expect(await t.infra.eventStore.headPosition()).toBe(head);
  });

  it('takes a report about a clip with the reasons a clip has, urgent first, and hides the clip in one click', async () => {
    // A fresh hour for this address's report limit (the tests before filed several).
    t.clock.advance(REPORT_LIMITS.ip.durationSeconds * 1000);
    const adId = await approvedAd();
    const videoId = await approvedClip(adId);
    expect(await feedIds()).toContain(videoId);
    expect(await adClipIds(adId)).toEqual([videoId]);

    // A clip has no category to be wrong: that reason is refused, in the request's language, and nothing is stored.
    const head = await t.infra.eventStore.headPosition();
    const wrong = await report(t.client(), { target: { type: 'video', id: videoId }, reason: 'wrong_category' }, 'en');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ reason: ['Choose a reason for the report.'] });
    expect(await t.infra.eventStore.headPosition()).toBe(head);

    const spam = (await report(t.client(), { target: { type: 'video', id: videoId }, reason: 'spam' })).json<{ id: string }>().id;
    const underage = (await report(t.client(), { target: { type: 'video', id: videoId }, reason: 'underage' })).json<{ id: string }>().id;
    expect((await reportsOn(videoId)).map((r) => [r.id, r.targetType, r.severity])).toEqual([
      [underage, 'video', 'urgent'],
      [spam, 'video', 'normal'],
    ]);

    // "Hide video" is only for a report about a clip; "hide ad" only for one about an ad.
    expect((await moderator.post(`/api/admin/reports/${underage}/hide-ad`)).statusCode).toBe(422);
    const onAd = (await report(t.client(), { target: { type: 'ad', id: adId }, reason: 'spam' })).json<{ id: string }>().id;
    const notAVideo = await moderator.post(`/api/admin/reports/${onAd}/hide-video`);
    expect(notAVideo.statusCode).toBe(422);
    expect(notAVideo.json().message).toBe('To zgłoszenie nie dotyczy filmu.');
    expect((await auditor.post(`/api/admin/reports/${underage}/hide-video`)).statusCode).toBe(403);

    const hidden = await moderator.post(`/api/admin/reports/${underage}/hide-video`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: underage, status: 'resolved', outcome: 'actioned', videoHidden: true, adHidden: false });
    expect(await feedIds()).not.toContain(videoId);
    expect(await adClipIds(adId)).toEqual([]);
    // The ad itself stays; its cards lose the video mark.
    expect((await t.client().get(`/api/anonse/${adId}`)).statusCode).toBe(200);
    expect((await searchHits()).find((h) => h.id === adId)?.hasVideo).toBe(false);
    // The second report about the same clip can still be decided the same way: the clip is down already.
    const second = await moderator2.post(`/api/admin/reports/${spam}/hide-video`);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ outcome: 'actioned', videoHidden: true });
    expect((await moderator.post(`/api/admin/reports/${underage}/hide-video`)).statusCode).toBe(409);

    // The video worker then purges the clip's files and records it (the tests after this one count the log).
    const purged = async () => (await t.infra.eventStore.readStream(videoStreamId(videoId))).at(-1)?.type === 'VideoFilesDeleted';
    for (let i = 0; i < 100 && !(await purged()); i++) await new Promise((r) => setTimeout(r, 200));
    expect(await purged()).toBe(true);
    await t.projected();
  });

  it('resolves a report once: a second decision is 409 and changes nothing', async () => {
    const { id } = (await report(t.client(), { target: { type: 'account', id: owner.id }, reason: 'spam' })).json();
    const first = await moderator.post(`/api/admin/reports/${id}/resolve`, { outcome: 'dismissed', note: 'Brak podstaw' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'resolved', outcome: 'dismissed', note: 'Brak podstaw' });
    const head = await t.infra.eventStore.headPosition();
    const second = await moderator2.post(`/api/admin/reports/${id}/resolve`, { outcome: 'actioned' }, { 'accept-language': 'en' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This report has already been decided.');
    expect(await t.infra.eventStore.headPosition()).toBe(head);
    // An account report has no ad to hide; an unknown report is 404.
    const other = (await report(t.client(), { target: { type: 'account', id: owner.id }, reason: 'other' })).json();
    expect((await moderator.post(`/api/admin/reports/${other.id}/hide-ad`)).statusCode).toBe(422);
    expect((await moderator.post(`/api/admin/reports/${randomUUID()}/resolve`, { outcome: 'dismissed' })).statusCode).toBe(404);
    expect((await t.infra.eventStore.readStream(reportStreamId(id))).map((e) => e.type)).toEqual(['ReportFiled', 'ReportResolved']);
  });

  it('rate-limits a flood per address and per target: 429 in the request language, nothing stored beyond the limit', async () => {
    const adId = await approvedAd();
    const flooder = t.client();
    const answers: number[] = [];
    for (let i = 0; i < REPORT_LIMITS.ip.points + 3; i++)
      answers.push((await report(flooder, { target: { type: 'ad', id: adId }, reason: 'spam' })).statusCode);
    expect(answers.filter((s) => s === 201)).toHaveLength(REPORT_LIMITS.ip.points);
    expect(answers.slice(REPORT_LIMITS.ip.points)).toEqual([429, 429, 429]);
    const limited = await report(flooder, { target: { type: 'ad', id: adId }, reason: 'spam' }, 'en');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many reports were sent. Thank you — please try again later.');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await reportsOn(adId)).toHaveLength(REPORT_LIMITS.ip.points);

    // Many addresses on one target: the target's limit holds.
    const target = await approvedAd();
    let accepted = 0;
    for (let i = 0; i < REPORT_LIMITS.target.points + 2; i++)
      if ((await report(t.client(), { target: { type: 'ad', id: target }, reason: 'spam' })).statusCode === 201) accepted++;
    expect(accepted).toBe(REPORT_LIMITS.target.points);
    expect(await reportsOn(target)).toHaveLength(REPORT_LIMITS.target.points);
    // The window ends with the clock.
    t.clock.advance(REPORT_LIMITS.ip.durationSeconds * 1000);
    expect((await report(flooder, { target: { type: 'ad', id: adId }, reason: 'spam' })).statusCode).toBe(201);
  });
});

describe('notes', () => {
  it('keeps staff notes on an account, newest first, with the author; never for the owner', async () => {
    const first = await moderator.post('/api/admin/notes', { accountId: owner.id, text: 'Dzwoniła w sprawie zdjęć.' });
    expect(first.statusCode).toBe(201);
    t.clock.advance(1000);
    expect((await moderator2.post('/api/admin/notes', { accountId: owner.id, text: 'Zweryfikowano telefonicznie.' })).statusCode).toBe(201);
    const list = await auditor.get(`/api/admin/notes?filter=${q({ accountId: owner.id })}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('notes 0-1/2');
    const notes = list.json<{ text: string; authorLogin: string; accountId: string }[]>();
    expect(notes.map((n) => n.text)).toEqual(['Zweryfikowano telefonicznie.', 'Dzwoniła w sprawie zdjęć.']);
    expect(notes[1]).toMatchObject({ accountId: owner.id, authorLogin: first.json().authorLogin });
    expect(notes[1]!.authorLogin).toMatch(/^moderator/);

    expect((await owner.get(`/api/admin/notes?filter=${q({ accountId: owner.id })}`)).statusCode).toBe(403);
    expect((await moderator.post('/api/admin/notes', { accountId: randomUUID(), text: 'x' })).statusCode).toBe(404);
    expect((await moderator.post('/api/admin/notes', { accountId: owner.id, text: '   ' })).statusCode).toBe(400);
    expect((await moderator.get('/api/admin/notes')).statusCode).toBe(400);
  });
});

describe('erasure', () => {
  it("a deleted person takes staff's notes and the words of reports about them along; the log keeps them sealed", async () => {
    const person = await t.user();
    const fields = { ...fakeAdFields(seededRandom(++seed)), province: 'mazowieckie', city: 'warszawa', category: 'kobieta' as const };
    delete (fields as { district?: string }).district;
    const adId = (await person.post('/api/anonse', fields)).json<{ id: string }>().id;
    expect((await moderator.post(`/api/admin/ads/${adId}/approve`, undefined, { 'if-match': '"0"' })).statusCode).toBe(200);
    expect(
      (await report(t.client(), { target: { type: 'ad', id: adId }, reason: 'fake_photos', details: 'Zdjęcia z cudzego profilu.' }))
        .statusCode,
    ).toBe(201);
    expect((await moderator.post('/api/admin/notes', { accountId: person.id, text: 'Prosiła o kontakt telefoniczny.' })).statusCode).toBe(
      201,
    );
    expect((await reportsOn(adId)).map((r) => r.details)).toEqual(['Zdjęcia z cudzego profilu.']);
    // In the log the words are sealed with the reported person's key, not written in clear.
    const { rows } = await t.db.client.query<{ data: unknown }>(
      "SELECT data FROM events WHERE type = 'ReportFiled' AND data::text LIKE $1",
      [`%${adId}%`],
    );
    expect(JSON.stringify(rows)).not.toContain('cudzego');

    expect((await person.post('/api/user/delete', { password: person.password })).statusCode).toBe(204);
    await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 });
    expect((await auditor.get(`/api/admin/notes?filter=${q({ accountId: person.id })}`)).json()).toEqual([]);
    const [kept] = await reportsOn(adId);
    expect(kept).toMatchObject({ reason: 'fake_photos', details: null });
  });
});

describe('claims', () => {
  it('one moderator holds an item for a few minutes; the other sees who, and gets it once it lapses or is released', async () => {
    const itemId = randomUUID();
    const item = { itemType: 'ad', itemId };
    const mine = await moderator.post('/api/admin/claims', item);
    expect(mine.statusCode).toBe(200);
    const holder = mine.json<{ claimedBy: string; until: string; mine: boolean }>();
    expect(holder.mine).toBe(true);
    // The clock runs on between the answer and this line: the claim lasts five minutes, give or take a moment.
    const left = (until: string) => Date.parse(until) - t.clock.now().getTime();
    expect(left(holder.until)).toBeGreaterThan(5 * 60_000 - 2_000);
    expect(left(holder.until)).toBeLessThanOrEqual(5 * 60_000);

    const theirs = await moderator2.post('/api/admin/claims', item, { 'accept-language': 'en' });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toMatchObject({
      message: 'Another moderator has this item open right now.',
      current: { claimedBy: holder.claimedBy, mine: false },
    });
    const shown = await auditor.get(`/api/admin/claims?filter=${q(item)}`);
    expect(shown.json()).toMatchObject([{ claimedBy: holder.claimedBy, itemType: 'ad', itemId }]);

    // Renewal by the holder moves the end; the release by someone else changes nothing.
    t.clock.advance(60_000);
    expect(left((await moderator.post('/api/admin/claims', item)).json().until)).toBeGreaterThan(5 * 60_000 - 2_000);
    expect((await moderator2.request('DELETE', '/api/admin/claims', { json: item })).statusCode).toBe(204);
    expect((await moderator2.post('/api/admin/claims', item)).statusCode).toBe(409);

    t.clock.advance(5 * 60_000);
    expect((await auditor.get(`/api/admin/claims?filter=${q(item)}`)).json()).toEqual([]);
    expect((await moderator2.post('/api/admin/claims', item)).json()).toMatchObject({ mine: true });
    expect((await moderator2.request('DELETE', '/api/admin/claims', { json: item })).statusCode).toBe(204);
    expect((await moderator.post('/api/admin/claims', item)).json()).toMatchObject({ mine: true });
  });

  it('the decision itself is guarded: two moderators approve the same revision, exactly one succeeds', async () => {
    const adId = await pendingAd();
    const answers = await Promise.all([
      moderator.post(`/api/admin/ads/${adId}/approve`, undefined, { 'if-match': '"0"' }),
      moderator2.post(`/api/admin/ads/${adId}/reject`, { reason: 'Zdjęcia nie pasują' }, { 'if-match': '"0"' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ statusCode: 409 });
    const ad = (await moderator.get(`/api/admin/ads/${adId}`)).json();
    expect(ad.revision).toBe(1);
    expect(ad.status).toBe(winner === answers[0] ? 'approved' : 'rejected');
  });
});

describe('roles', () => {
  it('an auditor changes nothing: 403 on every write, and the log stays as it was', async () => {
    const adId = await approvedAd();
    const { id } = (await report(t.client(), { target: { type: 'ad', id: adId }, reason: 'coercion' })).json();
    const head = await t.infra.eventStore.headPosition();
    const writes = [
      auditor.post(`/api/admin/reports/${id}/resolve`, { outcome: 'dismissed' }),
      auditor.post(`/api/admin/reports/${id}/hide-ad`),
      auditor.post('/api/admin/notes', { accountId: owner.id, text: 'Notatka audytora' }),
      auditor.post('/api/admin/claims', { itemType: 'report', itemId: id }),
      auditor.request('DELETE', '/api/admin/claims', { json: { itemType: 'report', itemId: id } }),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    for (const res of await Promise.all([
      owner.get('/api/admin/reports'),
      owner.post(`/api/admin/reports/${id}/resolve`, { outcome: 'dismissed' }),
    ]))
      expect(res.statusCode).toBe(403);
    expect((await t.client().get('/api/admin/reports')).statusCode).toBe(401);
    expect(await t.infra.eventStore.headPosition()).toBe(head);
    expect((await moderator.get(`/api/admin/reports/${id}`)).json()).toMatchObject({ status: 'open' });
    expect(await searchIds()).toContain(adId);
  });
});
