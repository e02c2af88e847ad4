import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DataExport,
  ROLES,
  VIDEO_ATTESTATION_VERSION,
  verificationStreamId,
  type SwiperPage,
  type VideoDto,
  type VideoUploadDto,
} from '@anonse/contracts';
import { MEDIA_STORAGE, type MediaStorage } from '#api/contexts/media/index';
import { readZip } from '#api/testing/read-zip';
import { SAMPLE_AD_FIELDS } from '#api/testing/sample-ad-fields';
import { useTestApp, type TestClient, type TestUser } from '#api/testing/test-app';
import { phoneClip } from '../processing/sample-clip';
import { videoPrefix } from '../processing/video-files';
import { VideoWorker } from '../workers/video-worker';

const t = useTestApp({ VIDEO_WORKER_POLL_MS: '0' });
jest.setTimeout(180_000);

const attestation = { everyoneAdult: true, everyoneConsented: true, uploaderAppears: true, textVersion: VIDEO_ATTESTATION_VERSION };
const now = () => t.clock.now().toISOString();
let n = 0;

async function advertiser(verified: boolean): Promise<{ user: TestUser; adId: string }> {
  const user = await t.user({ login: `video_adv_${++n}`, password: 'Filmy-haslo-24!' });
  const adId = randomUUID();
  const store = t.infra.eventStore;
  await store.appendToStream(`ad-${adId}`, [
    {
      id: randomUUID(),
      type: 'AdCreated',
      data: { adId, ownerId: user.id, fields: SAMPLE_AD_FIELDS, createdAt: now() },
      metadata: { schemaVersion: 1 },
    },
    { id: randomUUID(), type: 'AdApproved', data: { adId, approvedBy: 'mod-1', approvedAt: now() }, metadata: { schemaVersion: 1 } },
  ]);
  if (verified)
    await store.appendToStream(verificationStreamId(user.id), [
      {
        id: randomUUID(),
        type: 'AccountVerified',
        data: { accountId: user.id, attemptId: randomUUID(), verifiedAt: now() },
        metadata: { schemaVersion: 1 },
      },
    ]);
  await t.projected();
  return { user, adId };
}

const patch = (c: TestClient, id: string, offset: number, body: Buffer, locale = 'pl') =>
  c.request('PATCH', `/api/videos/uploads/${id}`, {
    payload: body,
    headers: { 'content-type': 'application/octet-stream', 'upload-offset': String(offset), 'accept-language': locale },
  });

describe('video upload, review and the feed (API)', () => {
  let dir: string;
  let clip: Buffer;
  const storage = () => t.app.get<MediaStorage>(MEDIA_STORAGE);
  const worker = () => t.app.get(VideoWorker);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'anonse-video-upload-'));
    clip = await readFile(await phoneClip(dir, { width: 360, height: 640 }));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses an advertiser who is not verified, and an ad of someone else, in the asker’s language', async () => {
    const { user, adId } = await advertiser(false);
    const refused = await user.post('/api/videos/uploads', { adId, bytes: clip.length, attestation }, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/Only verified advertisers/) });
    const { user: other } = await advertiser(true);
    expect((await other.post('/api/videos/uploads', { adId, bytes: clip.length, attestation })).statusCode).toBe(403);
    // Without the attestation ticked, a 400 with the field named.
    const unticked = await other.post('/api/videos/uploads', {
      adId,
      bytes: clip.length,
      attestation: { ...attestation, everyoneAdult: false },
    });
    expect(unticked.statusCode).toBe(400);
  });

  it('refuses a file too large up front and one that is no video at its first bytes', async () => {
    const { user, adId } = await advertiser(true);
    expect((await user.post('/api/videos/uploads', { adId, bytes: 201 * 1024 * 1024, attestation })).statusCode).toBe(413);
    const text = Buffer.from('this is a text file, not a video at all');
    const opened = (await user.post('/api/videos/uploads', { adId, bytes: text.length, attestation })).json<VideoUploadDto>();
    const refused = await patch(user, opened.uploadId, 0, text, 'en');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ message: 'This file is not a video in a supported format.' });
    expect(await storage().list(`private/video-uploads/${opened.uploadId}/`)).toEqual([]);
  });

  it('resumes after a dropped chunk, is processed, reviewed by staff, shown in the feed, and hidden in one click', async () => {
    const { user, adId } = await advertiser(true);
    const start = await user.post('/api/videos/uploads', { adId, bytes: clip.length, attestation });
    expect(start.statusCode).toBe(201);
    const { uploadId } = start.json<VideoUploadDto>();
    const half = Math.floor(clip.length / 2);
    expect((await patch(user, uploadId, 0, clip.subarray(0, half))).json()).toMatchObject({ offset: half });
    // The connection dropped while the second half was sent: the client asks where to go on.
    const stale = await patch(user, uploadId, 0, clip.subarray(0, half));
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['upload-offset']).toBe(String(half));
    expect((await user.get(`/api/videos/uploads/${uploadId}`)).json()).toMatchObject({ offset: half, bytes: clip.length });
    // Someone else's upload is not found.
    const { user: stranger } = await advertiser(true);
    expect((await stranger.get(`/api/videos/uploads/${uploadId}`)).statusCode).toBe(404);
    expect((await user.post(`/api/videos/uploads/${uploadId}/complete`)).statusCode).toBe(409);
    expect((await patch(user, uploadId, half, clip.subarray(half))).json()).toMatchObject({ offset: clip.length });
    const done = await user.post(`/api/videos/uploads/${uploadId}/complete`);
    expect(done.statusCode).toBe(201);
    const video = done.json<VideoDto>();
    expect(video).toMatchObject({ status: 'uploaded', adId, width: 360, height: 640 });
    expect(await storage().list(`private/video-uploads/${uploadId}/`)).toEqual([]);

    expect(await worker().runDue()).toMatchObject({ processed: 1 });
    await t.projected();
    const [mine] = (await user.get('/api/videos/mine')).json<VideoDto[]>();
    expect(mine).toMatchObject({ id: video.id, status: 'ready-for-review', posterUrl: expect.stringMatching(/poster\.jpg$/) });
    const file = mine!.sources[0]!.url;

    // Not public before approval; its owner and staff stream it, a range at a time.
    const visitor = t.client();
    expect((await visitor.get(file)).statusCode).toBe(404);
    expect((await user.get(file)).statusCode).toBe(200);
    const moderator = await t.staff(ROLES.moderator);
    const ranged = await moderator.get(file, { range: 'bytes=0-99' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(100);
    expect(ranged.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);

    const queue = await moderator.get('/api/admin/videos', { 'accept-language': 'en' });
    const queued = queue.json<{ id: string; attestation: { text: string; uploaderAppears: boolean } }[]>().find((v) => v.id === video.id);
    expect(queued?.attestation).toMatchObject({ uploaderAppears: true, text: expect.stringMatching(/18 or older/) });
    expect((await user.post(`/api/admin/videos/${video.id}/approve`)).statusCode).toBe(403);
    expect((await moderator.post(`/api/admin/videos/${video.id}/approve`)).statusCode).toBe(200);
    await t.projected();
    expect((await visitor.get(file)).statusCode).toBe(200);
    const feed = (await visitor.get('/api/swiper')).json<SwiperPage>();
    expect(feed.videos.map((v) => v.id)).toContain(video.id);
    expect(feed.videos.find((v) => v.id === video.id)!.ad).toMatchObject({ id: adId, title: SAMPLE_AD_FIELDS.title, hourPrice: 300 });
    expect((await visitor.get('/api/swiper?max_cursor=nonsense')).statusCode).toBe(400);
    // The ad page's gallery lists it while it is shown.
    expect((await visitor.get(`/api/swiper/ad/${adId}`)).json<{ id: string }[]>().map((v) => v.id)).toEqual([video.id]);

    expect((await moderator.post(`/api/admin/videos/${video.id}/hide`)).statusCode).toBe(200);
    await t.projected();
    expect((await visitor.get(file)).statusCode).toBe(404);
    expect((await visitor.get(`/api/swiper/ad/${adId}`)).json()).toEqual([]);
    expect(await worker().runDue()).toMatchObject({ purged: 1 });
    expect(await storage().list(videoPrefix(video.id))).toEqual([]);
  });

  it('blurs areas marked at upload, and later ones after another review; bad areas are a 400 naming the field', async () => {
    const { user, adId } = await advertiser(true);
    const face = { shape: 'rect', x: 0.25, y: 0.2, width: 0.5, height: 0.3 };
    const en = { 'accept-language': 'en' };
    const outside = await user.post(
      '/api/videos/uploads',
      { adId, bytes: clip.length, attestation, blurRegions: [{ ...face, x: 0.9 }] },
      en,
    );
    expect(outside.statusCode).toBe(400);
    expect(JSON.stringify(outside.json())).toMatch(/blurRegions.*outside the frame/);
    const many = await user.post('/api/videos/uploads', { adId, bytes: clip.length, attestation, blurRegions: Array(9).fill(face) }, en);
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(many.json())).toMatch(/at most 8 areas/);

    const { uploadId } = (
      await user.post('/api/videos/uploads', { adId, bytes: clip.length, attestation, blurRegions: [face] })
    ).json<VideoUploadDto>();
    await patch(user, uploadId, 0, clip);
    const video = (await user.post(`/api/videos/uploads/${uploadId}/complete`)).json<VideoDto>();
    const stream = await t.infra.eventStore.readStream(`video-${video.id}`);
    expect(stream.map((e) => e.type)).toEqual(['VideoUploaded', 'VideoConsentAttested', 'VideoBlurRequested']);
    expect(await worker().runDue()).toMatchObject({ processed: 1 });
    const moderator = await t.staff(ROLES.moderator);
    await t.projected();
    expect((await moderator.post(`/api/admin/videos/${video.id}/approve`)).statusCode).toBe(200);
    await t.projected();
    const visitor = t.client();
    expect((await visitor.get(`/api/swiper/ad/${adId}`)).json<{ id: string }[]>().map((v) => v.id)).toEqual([video.id]);

    // Later: bad requests change nothing.
    const empty = await user.post(`/api/videos/${video.id}/blur`, { regions: [] }, en);
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toMatch(/regions.*Mark at least one area/);
    const ellipse = await user.post(
      `/api/videos/${video.id}/blur`,
      { regions: [{ ...face, shape: 'ellipse' }] },
      { 'accept-language': 'pl' },
    );
    expect(ellipse.statusCode).toBe(400);
    expect(JSON.stringify(ellipse.json())).toMatch(/tylko prostokątne/);
    const { user: stranger } = await advertiser(true);
    expect((await stranger.post(`/api/videos/${video.id}/blur`, { regions: [face] })).statusCode).toBe(404);
    await t.projected();
    expect((await visitor.get(`/api/swiper/ad/${adId}`)).json<{ id: string }[]>().map((v) => v.id)).toEqual([video.id]);

    // A second area: the clip leaves the feed, is processed again and waits for staff once more.
    const tattoo = { shape: 'rect', x: 0.1, y: 0.7, width: 0.2, height: 0.1 };
    expect((await user.post(`/api/videos/${video.id}/blur`, { regions: [tattoo] })).statusCode).toBe(200);
    await t.projected();
    expect((await user.get('/api/videos/mine')).json<VideoDto[]>().find((v) => v.id === video.id)).toMatchObject({ status: 'uploaded' });
    expect((await visitor.get(`/api/swiper/ad/${adId}`)).json()).toEqual([]);
    expect((await user.post(`/api/videos/${video.id}/blur`, { regions: [tattoo] }, en)).statusCode).toBe(409);
    expect(await worker().runDue()).toMatchObject({ processed: 1 });
    await t.projected();
    const [again] = (await user.get('/api/videos/mine')).json<VideoDto[]>().filter((v) => v.id === video.id);
    expect(again).toMatchObject({ status: 'ready-for-review' });
    expect((await storage().list(videoPrefix(video.id))).every((key) => key.includes('/a2-'))).toBe(true);
    expect((await moderator.post(`/api/admin/videos/${video.id}/approve`)).statusCode).toBe(200);
    await t.projected();
    expect((await visitor.get(`/api/swiper/ad/${adId}`)).json<{ id: string }[]>().map((v) => v.id)).toEqual([video.id]);
  });

  it('rejects with templates in the owner’s language', async () => {
    const { user, adId } = await advertiser(true);
    const { uploadId } = (await user.post('/api/videos/uploads', { adId, bytes: clip.length, attestation })).json<VideoUploadDto>();
    await patch(user, uploadId, 0, clip);
    const video = (await user.post(`/api/videos/uploads/${uploadId}/complete`)).json<VideoDto>();
    await worker().runDue();
    await t.projected();
    const moderator = await t.staff(ROLES.moderator);
    const rejected = await moderator.post(`/api/admin/videos/${video.id}/reject`, { reasonCodes: ['videos:reason_poorQuality'] });
    expect(rejected.statusCode).toBe(200);
    await t.projected();
    const [mine] = (await user.get('/api/videos/mine', { 'accept-language': 'en' })).json<VideoDto[]>();
    expect(mine).toMatchObject({ status: 'rejected', rejection: 'The video is too dark, blurred or unclear.' });
  });

  it('exports the clip with its attestation, and the account’s deletion leaves no file of it', async () => {
    const { user, adId } = await advertiser(true);
    const { uploadId } = (await user.post('/api/videos/uploads', { adId, bytes: clip.length, attestation })).json<VideoUploadDto>();
    await patch(user, uploadId, 0, clip);
    const video = (await user.post(`/api/videos/uploads/${uploadId}/complete`)).json<VideoDto>();
    await worker().runDue();
    await t.projected();
    const files = readZip((await user.get('/api/user/export.zip')).rawPayload);
    expect(files.has(`videos/${video.id}.mp4`)).toBe(true);
    expect(files.has(`videos/${video.id}.jpg`)).toBe(true);
    const data = DataExport.parse(JSON.parse(files.get('data.json')!.toString('utf8')));
    expect(data.videos).toEqual([
      expect.objectContaining({
        id: video.id,
        adId,
        status: 'ready-for-review',
        attestation: expect.objectContaining({ uploaderAppears: true }),
      }),
    ]);
    expect(await storage().list(videoPrefix(video.id))).not.toEqual([]);

    expect((await user.post('/api/user/delete', { password: 'Filmy-haslo-24!' })).statusCode).toBe(204);
    await t.projected();
    expect(await worker().runDue()).toMatchObject({ purged: 1, errors: 0 });
    expect(await storage().list(videoPrefix(video.id))).toEqual([]);
  });
});
