import { CommandBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import { ROLES, verificationPhotosSubject, verificationStreamId, type Role } from '@anonse/contracts';
import { scopeHasher } from '#api/platform/commands/command-context';
import { KEYED_HASH } from '#api/platform/tokens';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { newId } from '#api/platform/ids';
import { useTestApp, type TestClient, type Reply, type TestUser } from '#api/testing/test-app';
import { RegisterAccountCommand } from '../accounts';
import { VerificationPhotoPurger, VerificationPhotoStore } from '.';

const t = useTestApp();
const HOUR = 3_600_000;

/** A photo-like JPEG carrying EXIF (camera, a GPS-like comment) that must not survive. */
const photoJpeg = (seed: number) =>
  sharp({ create: { width: 640 + seed, height: 480, channels: 3, background: { r: 40 * seed, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'SECRET-EXIF-MARKER', Make: 'SpyCam' } })
    .toBuffer();

const upload = (c: TestClient, body: Buffer | string, type = 'image/jpeg', lang = 'pl') =>
  c.request('POST', '/api/user/verification/photos', { payload: body, headers: { 'content-type': type, 'accept-language': lang } });
const status = async (c: TestClient, lang = 'pl') => (await c.get('/api/user/verification', { 'accept-language': lang })).json();
const submit = (c: TestClient) => c.post('/api/user/verification/submit');
const head = () => t.infra.eventStore.headPosition();
const streamTypes = async (accountId: string) => (await t.infra.eventStore.readStream(verificationStreamId(accountId))).map((e) => e.type);

let staffN = 0;
/** A logged-in member of staff with `role` (moderators and auditors are made like the CLI makes administrators). */
async function staff(role: Role): Promise<TestClient & { id: string }> {
  const login = `staff${role}_${++staffN}_${Date.now() % 100000}`;
  const password = 'Sluzbowe-haslo-o-7!';
  const id = newId();
  const result = await t.app.get(CommandBus).execute(
    new RegisterAccountCommand(
      { login, email: `${login}@staff.invalid`, password, role },
      {
        commandId: id,
        correlationId: id,
        causationId: 'test',
        actor: { id: null, role: null },
        now: new Date().toISOString(),
        keyedHash: scopeHasher(t.app.get<KeyedHash>(KEYED_HASH)),
      },
    ),
  );
  const client = t.client();
  const res = await client.post('/api/login', { login, password });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  return Object.assign(client, { id: String(result.id).replace(/^account-/, '') });
}

/** The owner's two photos uploaded and sent; answers the attempt id. */
async function pendingAttempt(user: TestUser): Promise<string> {
  expect((await upload(user, await photoJpeg(1))).statusCode).toBe(201);
  expect((await upload(user, await photoJpeg(2))).statusCode).toBe(201);
  const sent = await submit(user);
  expect(sent.statusCode).toBe(200);
  return sent.json().attemptId;
}

async function keyState(attemptId: string): Promise<{ key: boolean; erased: boolean }> {
  const subject = verificationPhotosSubject(attemptId);
  const key = await t.infra.sql.query('SELECT 1 FROM personal_data_keys WHERE subject_id = $1', [subject]);
  const erased = await t.infra.sql.query('SELECT 1 FROM personal_data_erasures WHERE subject_id = $1', [subject]);
  return { key: key.rows.length === 1, erased: erased.rows.length === 1 };
}

const fileKeysOf = async (accountId: string, attemptId: string) =>
  (await t.infra.eventStore.readStream(verificationStreamId(accountId)))
    .filter((e) => e.type === 'VerificationPhotoUploaded' && (e.data as { attemptId: string }).attemptId === attemptId)
    .map((e) => (e.data as { fileKey: string }).fileKey);

const texts = (r: Reply) => JSON.stringify(r.json());

describe('verification', () => {
  let owner: TestUser;
  let moderator: TestClient & { id: string };
  let auditor: TestClient & { id: string };
  let admin: TestClient;
  let attemptId = '';

  beforeAll(async () => {
    owner = await t.user();
    moderator = await staff(ROLES.moderator);
    auditor = await staff(ROLES.auditor);
    admin = await t.admin();
  });

  it('takes exactly 2 photos, seals them privately, and sends them to the queue', async () => {
    expect(await status(owner)).toMatchObject({ state: 'none', photoCount: 0, requiredPhotos: 2, canUpload: true });
    const first = await upload(owner, await photoJpeg(1));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ state: 'draft', photoCount: 1, canUpload: true });
    const second = await upload(owner, await photoJpeg(2));
    expect(second.json()).toMatchObject({ state: 'draft', photoCount: 2, canUpload: false });

    // A third photo: refused in both languages, nothing appended, nothing stored.
    const store = t.app.get(VerificationPhotoStore);
    const filesBefore = await store.list();
    const before = await head();
    const third = await upload(owner, await photoJpeg(3));
    expect(third.statusCode).toBe(422);
    expect(third.json().message).toContain('dokładnie 2 zdjęć');
    const thirdEn = await upload(owner, await photoJpeg(3), 'image/jpeg', 'en');
    expect(thirdEn.statusCode).toBe(422);
    expect(thirdEn.json().message).toContain('exactly 2 photos');
    expect(await head()).toBe(before);
    expect(await store.list()).toEqual(filesBefore);

    const sent = await submit(owner);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ state: 'pending', photoCount: 2, canUpload: false });
    attemptId = sent.json().attemptId;

    // Stored sealed: no JPEG in the files, no trace of the EXIF; the attempt has a key of its own in the vault.
    const keys = await fileKeysOf(owner.id, attemptId);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key.startsWith('private/verification/')).toBe(true);
      const raw = await (
        t.app.get(VerificationPhotoStore) as unknown as { storage: { get(k: string): Promise<Buffer | null> } }
      ).storage.get(key);
      expect(raw!.subarray(0, 4).toString()).toBe('AVF1');
      expect(raw!.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      const plain = await store.read(attemptId, key);
      expect(plain!.includes(Buffer.from('SECRET-EXIF-MARKER'))).toBe(false);
      expect(plain!.includes(Buffer.from('SpyCam'))).toBe(false);
      expect((await sharp(plain!).metadata()).exif).toBeUndefined();
    }
    expect(await keyState(attemptId)).toEqual({ key: true, erased: false });
    // While waiting, no new photo.
    expect((await upload(owner, await photoJpeg(4))).statusCode).toBe(409);
  });

  it('never serves the photos on a public URL', async () => {
    const keys = await fileKeysOf(owner.id, attemptId);
    const guest = t.client();
    for (const key of keys) {
      const name = key.split('/').pop()!;
      // The public media route, and whatever a guess at its file layout could reach: the same 404 as an unknown name.
      for (const url of [
        `/api/media/files/${name}`,
        `/api/media/files/${name}-640.jpg`,
        `/api/media/files/${encodeURIComponent(key)}`,
        `/api/media/files/..%2Fprivate%2Fverification%2F${name}`,
        `/api/media/files/..%2F..%2Fmedia%2F${encodeURIComponent(key)}`,
      ]) {
        for (const who of [guest, owner, admin]) {
          const res = await who.get(url);
          expect(res.statusCode).toBe(404);
          expect(res.body).not.toContain('JFIF');
        }
      }
      // Outside the API: no static route serves the data folder (in tests the page renderer is absent, hence no 200 at all).
      for (const url of [`/media/${key}`, `/${key}`, `/data/media/${key}`])
        for (const who of [guest, owner]) expect((await who.get(url)).statusCode).not.toBe(200);
      expect((await owner.get(`/api/media/photos/${attemptId}`)).statusCode).toBe(404);
    }
  });

  it('keeps the queue and the photos from users, auditors and guests', async () => {
    for (const url of [
      '/api/admin/verifications',
      `/api/admin/verifications/${attemptId}`,
      `/api/admin/verifications/${attemptId}/photos/0`,
    ]) {
      expect((await t.client().get(url)).statusCode).toBe(401);
      expect((await owner.get(url)).statusCode).toBe(403);
      expect((await auditor.get(url)).statusCode).toBe(403);
    }
    for (const path of ['approve', 'reject', 'revoke']) {
      expect((await owner.post(`/api/admin/verifications/${attemptId}/${path}`, { reason: 'nope nope' })).statusCode).toBe(403);
      expect((await auditor.post(`/api/admin/verifications/${attemptId}/${path}`, { reason: 'nope nope' })).statusCode).toBe(403);
    }
    expect(await streamTypes(owner.id)).not.toContain('VerificationPhotoViewed');
  });

  it('lists the waiting attempt with its age for a moderator', async () => {
    t.clock.advance(2 * HOUR);
    const list = await moderator.get(`/api/admin/verifications?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^verifications 0-\d+\/\d+$/);
    const row = list.json().find((r: { id: string }) => r.id === attemptId);
    expect(row).toMatchObject({ accountId: owner.id, login: owner.login, status: 'pending', photoCount: 2, photosDeleted: false });
    expect(row.ageSeconds).toBeGreaterThanOrEqual(2 * 3600);
    expect((await moderator.get('/api/admin/verifications?sort=["nope","ASC"]')).statusCode).toBe(400);
    expect((await moderator.get('/api/admin/verifications?filter={"status":"x"}')).statusCode).toBe(400);
  });

  it('shows a photo to a moderator and records every view (who, when)', async () => {
    const before = await head();
    const photo = await moderator.get(`/api/admin/verifications/${attemptId}/photos/0`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(await head()).toBeGreaterThan(before);
    expect((await admin.get(`/api/admin/verifications/${attemptId}/photos/1`)).statusCode).toBe(200);
    for (const bad of ['2', '-1', '1.5', '__proto__', '01'])
      expect((await moderator.get(`/api/admin/verifications/${attemptId}/photos/${bad}`)).statusCode).toBe(404);
    expect((await moderator.get(`/api/admin/verifications/00000000-0000-4000-8000-000000000000/photos/0`)).statusCode).toBe(404);
    const shown = (await moderator.get(`/api/admin/verifications/${attemptId}`)).json();
    expect(shown.views).toEqual([
      expect.objectContaining({ photoIndex: 0, viewedBy: moderator.id }),
      expect.objectContaining({ photoIndex: 1 }),
    ]);
    const viewed = (await t.infra.eventStore.readStream(verificationStreamId(owner.id))).filter(
      (e) => e.type === 'VerificationPhotoViewed',
    );
    expect(viewed).toHaveLength(2);
    expect(viewed[0]!.metadata).toMatchObject({ actor: { id: moderator.id, role: ROLES.moderator } });
  });

  it('approves (VerifyAccount): the owner is verified and told, the files and their key are gone', async () => {
    const keys = await fileKeysOf(owner.id, attemptId);
    const res = await moderator.post(`/api/admin/verifications/${attemptId}/approve`);
    expect(res.statusCode).toBe(200);
    expect(await status(owner)).toMatchObject({ state: 'verified', canUpload: false });
    expect(await streamTypes(owner.id)).toEqual(expect.arrayContaining(['AccountVerified', 'VerificationPhotosDeleted']));
    const stored = await t.app.get(VerificationPhotoStore).list();
    for (const key of keys) expect(stored).not.toContain(key);
    expect(await keyState(attemptId)).toEqual({ key: false, erased: true });
    expect((await moderator.get(`/api/admin/verifications/${attemptId}/photos/0`)).statusCode).toBe(404);
    expect((await moderator.get(`/api/admin/verifications/${attemptId}`)).json()).toMatchObject({
      status: 'approved',
      photosDeleted: true,
      verifiedNow: true,
      decidedBy: moderator.id,
    });
    // Deciding twice is a conflict.
    expect((await admin.post(`/api/admin/verifications/${attemptId}/approve`)).statusCode).toBe(409);
    expect((await upload(owner, await photoJpeg(5))).statusCode).toBe(409);
    const notices = await owner.get('/api/notifications', { 'accept-language': 'pl' });
    expect(texts(notices)).toContain('Twoje konto zostało zweryfikowane');
  });

  it('revokes a verification with a reason, and the owner hears why', async () => {
    expect((await moderator.post(`/api/admin/verifications/${attemptId}/revoke`, { reason: '' })).statusCode).toBe(400);
    expect((await moderator.post(`/api/admin/verifications/${attemptId}/revoke`, { reason: 'Zdjęcia\u0000' })).statusCode).toBe(400);
    const res = await moderator.post(`/api/admin/verifications/${attemptId}/revoke`, { reason: 'Zdjęcia w ogłoszeniach zmieniły się.' });
    expect(res.statusCode).toBe(200);
    expect(await status(owner)).toMatchObject({ state: 'revoked', reason: 'Zdjęcia w ogłoszeniach zmieniły się.', canUpload: true });
    expect((await moderator.post(`/api/admin/verifications/${attemptId}/revoke`, { reason: 'Jeszcze raz' })).statusCode).toBe(409);
    expect(texts(await owner.get('/api/notifications', { 'accept-language': 'en' }))).toContain('has been revoked');
  });

  it('rejects with a template: the files and key go, and a new attempt waits for the cooldown', async () => {
    const other = await t.user();
    const id = await pendingAttempt(other);
    const keys = await fileKeysOf(other.id, id);
    expect((await moderator.post(`/api/admin/verifications/${id}/reject`, {})).statusCode).toBe(400);
    expect((await moderator.post(`/api/admin/verifications/${id}/reject`, { template: 'nope' })).statusCode).toBe(400);
    expect(
      (await moderator.post(`/api/admin/verifications/${id}/reject`, { template: 'cardMissing', __proto__: { x: 1 }, extra: 1 }))
        .statusCode,
    ).toBe(400);
    const res = await moderator.post(`/api/admin/verifications/${id}/reject`, { template: 'cardMissing' });
    expect(res.statusCode).toBe(200);
    const pl = await status(other, 'pl');
    expect(pl).toMatchObject({
      state: 'rejected',
      canUpload: false,
      reason: 'Na pierwszym zdjęciu nie widać kartki z loginem i dzisiejszą datą.',
    });
    expect(Date.parse(pl.retryAfter) - Date.parse(pl.rejectedAt)).toBe(24 * HOUR);
    expect((await status(other, 'en')).reason).toContain('does not show a card');
    const stored = await t.app.get(VerificationPhotoStore).list();
    for (const key of keys) expect(stored).not.toContain(key);
    expect(await keyState(id)).toEqual({ key: false, erased: true });

    const before = await head();
    const early = await upload(other, await photoJpeg(1));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('czasu oczekiwania');
    expect(await head()).toBe(before);

    await t.passTime(24 * HOUR + 1000, other);
    expect((await upload(other, await photoJpeg(1))).statusCode).toBe(201);
    expect(await status(other)).toMatchObject({ state: 'draft', photoCount: 1 });
    expect(texts(await other.get('/api/notifications'))).toContain('Weryfikacja Twojego konta została odrzucona');
  });

  it('rejects with the moderator’s own words', async () => {
    const other = await t.user();
    const id = await pendingAttempt(other);
    expect(
      (await admin.post(`/api/admin/verifications/${id}/reject`, { reason: 'Proszę o wyraźniejsze zdjęcie kartki.' })).statusCode,
    ).toBe(200);
    expect(await status(other)).toMatchObject({ state: 'rejected', reason: 'Proszę o wyraźniejsze zdjęcie kartki.' });
    // Sealed with the owner's key in the log: the moderator's words are not there in clear.
    const raw = await t.infra.sql.query<{ data: unknown }>(
      `SELECT data FROM events WHERE stream_id = $1 AND type = 'VerificationRejected'`,
      [verificationStreamId(other.id)],
    );
    expect(JSON.stringify(raw.rows)).not.toContain('wyraźniejsze');
  });

  it('refuses what is not an image (415), an empty body (400) and JSON (415); nothing changes', async () => {
    const other = await t.user();
    const before = await head();
    const files = await t.app.get(VerificationPhotoStore).list();
    expect((await upload(other, Buffer.from('%PDF-1.4 not an image at all'), 'image/jpeg')).statusCode).toBe(415);
    expect((await upload(other, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')).statusCode).toBe(415);
    expect((await upload(other, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await other.post('/api/user/verification/photos', { photo: 'x' })).statusCode).toBe(415);
    expect((await upload(other, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]))).statusCode).toBe(422);
    expect((await upload(t.client(), await photoJpeg(1))).statusCode).toBe(401);
    expect(await head()).toBe(before);
    expect(await t.app.get(VerificationPhotoStore).list()).toEqual(files);
    expect((await submit(other)).statusCode).toBe(404);
  });

  it('submits only 2 photos, and a discarded draft leaves no file and no key', async () => {
    const other = await t.user();
    expect((await upload(other, await photoJpeg(1))).statusCode).toBe(201);
    const one = await submit(other);
    expect(one.statusCode).toBe(422);
    expect(one.json().message).toContain('oba zdjęcia');
    const draftId = (await status(other)).attemptId;
    const keys = await fileKeysOf(other.id, draftId);
    expect((await other.request('DELETE', '/api/user/verification/photos')).statusCode).toBe(200);
    expect(await status(other)).toMatchObject({ state: 'none', canUpload: true });
    const stored = await t.app.get(VerificationPhotoStore).list();
    for (const key of keys) expect(stored).not.toContain(key);
    expect(await keyState(draftId)).toEqual({ key: false, erased: true });
    expect((await other.request('DELETE', '/api/user/verification/photos')).statusCode).toBe(404);
  });

  it('limits uploads to 12 a day (429 with Retry-After), whatever is discarded in between', async () => {
    const busy = await t.user();
    const photo = await photoJpeg(1);
    for (let i = 0; i < 6; i++) {
      expect((await upload(busy, photo)).statusCode).toBe(201);
      expect((await upload(busy, photo)).statusCode).toBe(201);
      expect((await busy.request('DELETE', '/api/user/verification/photos')).statusCode).toBe(200);
    }
    const refused = await upload(busy, photo);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toContain('jutro');
    await t.passTime(24 * HOUR + 1000, busy);
    expect((await upload(busy, photo)).statusCode).toBe(201);
  });

  it('answers 404 for unknown or malformed attempt ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '__proto__', 'constructor', '1%27%20OR%201=1']) {
      expect((await moderator.get(`/api/admin/verifications/${id}`)).statusCode).toBe(404);
      expect((await moderator.post(`/api/admin/verifications/${id}/approve`)).statusCode).toBe(404);
      expect((await moderator.post(`/api/admin/verifications/${id}/reject`, { template: 'cardMissing' })).statusCode).toBe(404);
    }
  });

  it('a deleted account takes its waiting photos and their key with it', async () => {
    const leaving = await t.user();
    const id = await pendingAttempt(leaving);
    const keys = await fileKeysOf(leaving.id, id);
    expect((await leaving.post('/api/user/delete', { password: leaving.password })).statusCode).toBe(204);
    await t.infra.runner!.waitForPosition(await head(), { timeoutMs: 10_000 });
    expect((await moderator.get(`/api/admin/verifications/${id}`)).statusCode).toBe(404);
    await t.app.get(VerificationPhotoPurger).runDue();
    const stored = await t.app.get(VerificationPhotoStore).list();
    for (const key of keys) expect(stored).not.toContain(key);
    expect(await keyState(id)).toEqual({ key: false, erased: true });
    expect(await t.app.get(VerificationPhotoPurger).runDue()).toBe(0);
  });

  it('the sweep finishes a purge that did not happen at decision time', async () => {
    const other = await t.user();
    const id = await pendingAttempt(other);
    const keys = await fileKeysOf(other.id, id);
    // The decision recorded straight into the log, as if the process died before purging.
    const { randomUUID } = await import('node:crypto');
    await t.infra.eventStore.appendToStream(verificationStreamId(other.id), [
      {
        id: randomUUID(),
        type: 'AccountVerified',
        data: { accountId: other.id, attemptId: id, verifiedAt: new Date().toISOString() },
        metadata: { schemaVersion: 1 },
      },
    ]);
    expect(await t.app.get(VerificationPhotoStore).list()).toEqual(expect.arrayContaining(keys));
    const position = await head();
    await t.infra.runner!.waitForPosition(position, { timeoutMs: 10_000 });
    expect(await t.app.get(VerificationPhotoPurger).runDue()).toBeGreaterThanOrEqual(1);
    const stored = await t.app.get(VerificationPhotoStore).list();
    for (const key of keys) expect(stored).not.toContain(key);
    expect(await keyState(id)).toEqual({ key: false, erased: true });
    expect(await streamTypes(other.id)).toContain('VerificationPhotosDeleted');
  });
});
