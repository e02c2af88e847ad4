import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PhotoDto } from '@anonse/contracts';
import { useTestApp, type TestClient } from '#api/testing/test-app';
import { MAX_UNPROCESSED_PER_OWNER } from './http/photos.controller';
import { sampleJpeg } from './processing/sample-images';
import { PhotoWorker } from './workers/photo-worker';

const dataDir = mkdtempSync(path.join(tmpdir(), 'anonse-media-quota-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const MAX_TOTAL = 30;
const t = useTestApp({ DATA_DIR: dataDir, MEDIA_WORKER_POLL_MS: '0', MAX_PHOTOS_PER_OWNER: String(MAX_TOTAL) });
jest.setTimeout(180_000);

const upload = (c: TestClient, body: Buffer, headers: Record<string, string> = {}) =>
  c.request('POST', '/api/media/photos', { payload: body, headers: { 'content-type': 'image/jpeg', ...headers } });
const count = async (c: TestClient) => (await c.get('/api/media/photos')).json<PhotoDto[]>().length;
const statuses = (replies: { statusCode: number }[]) =>
  replies
    .map((r) => r.statusCode)
    .sort()
    .join(',');

describe('how many photos one person may upload', () => {
  it('counts parallel uploads one after another: 24 waiting at most, then 429; then at most MAX_PHOTOS_PER_OWNER in all, then 422', async () => {
    expect(MAX_UNPROCESSED_PER_OWNER).toBe(24);
    const owner = await t.user({ confirmed: false });
    const jpeg = await sampleJpeg(64, 48);

    // All at once: a check made before any of them exists would let all 30 through.
    const burst = await Promise.all(Array.from({ length: 30 }, () => upload(owner, jpeg)));
    expect(statuses(burst)).toBe([...Array(24).fill(201), ...Array(6).fill(429)].join(','));
    const tooFast = burst.find((r) => r.statusCode === 429)!;
    expect(tooFast.headers['retry-after']).toBe('30');
    expect(tooFast.json().message).toMatch(/zbyt wiele zdjęć naraz/);
    expect(await count(owner)).toBe(24);

    await t.app.get(PhotoWorker).drain();
    const before = await t.infra.eventStore.headPosition();
    const more = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(owner, jpeg, { 'accept-language': i % 2 ? 'en' : 'pl' })));
    expect(statuses(more)).toBe([...Array(6).fill(201), ...Array(4).fill(422)].join(','));
    for (const r of more.filter((x) => x.statusCode === 422))
      expect(r.json().message).toMatch(/najwięcej zdjęć, ile można przechowywać|as many photos as allowed/);
    expect(new Set(more.filter((x) => x.statusCode === 422).map((r) => r.json().message)).size).toBe(2);
    expect(await count(owner)).toBe(MAX_TOTAL);
    // The refused ones changed nothing: six uploads, six events.
    expect((await t.infra.eventStore.headPosition()) - before).toBe(6);
    expect((await t.infra.sql.query('SELECT 1 FROM media_upload_slots')).rows).toEqual([]);

    // Another person is not limited by this one; a deleted photo makes room again.
    const other = await t.user({ confirmed: false });
    expect((await upload(other, jpeg)).statusCode).toBe(201);
    expect((await upload(owner, jpeg)).statusCode).toBe(422);
    const first = (await owner.get('/api/media/photos')).json<PhotoDto[]>()[0]!;
    expect((await owner.request('DELETE', `/api/media/photos/${first.id}`)).statusCode).toBe(200);
    expect((await upload(owner, jpeg)).statusCode).toBe(201);
  });
});
