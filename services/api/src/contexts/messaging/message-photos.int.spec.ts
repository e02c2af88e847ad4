import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { conversationStreamId, MESSAGE_PHOTO_THUMB_SIDE, ROLES, verificationStreamId, type MessageDto } from '@anonse/contracts';
import { readZip } from '#api/testing/read-zip';
import { useTestApp, type TestClient, type TestUser } from '#api/testing/test-app';
import { MEDIA_STORAGE, MessagePhotoStore, type MediaStorage } from '#api/contexts/media/index';
import { MessagingErasureWorker } from './workers/messaging-erasure.worker';

const t = useTestApp();
jest.setTimeout(120_000);
let n = 0;
const person = () => t.user({ login: `msg_photo_${++n}`, password: 'Zdjecia-haslo-7!' });
const settle = async () => {
  const head = await t.infra.eventStore.headPosition();
  expect(await t.infra.runner!.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
};
const store = () => t.app.get(MessagePhotoStore);

const start = (from: TestClient, to: string) =>
  from.post('/api/conversations', { recipientId: to, text: 'Dzień dobry', clientId: randomUUID() });
async function accepted(a: TestUser, b: TestUser): Promise<string> {
  const { conversationId } = (await start(a, b.id)).json<{ conversationId: string }>();
  expect((await b.post(`/api/conversations/${conversationId}/accept`)).statusCode).toBe(200);
  return conversationId;
}
const upload = (c: TestClient, id: string, body: Buffer, locale = 'pl') =>
  c.request('POST', `/api/conversations/${id}/photos`, {
    payload: body,
    headers: { 'content-type': 'application/octet-stream', 'accept-language': locale },
  });
const sendPhotos = (c: TestClient, id: string, photoIds: string[], extra: Record<string, unknown> = {}) =>
  c.post(`/api/conversations/${id}/messages`, { photoIds, clientId: randomUUID(), ...extra });

/** Established (docs/messaging.md § New accounts): verified, 3 accepted conversations, older than 24 hours. */
async function established(user: TestUser): Promise<void> {
  for (let i = 0; i < 3; i++) await accepted(user, await person());
  await t.infra.eventStore.appendToStream(verificationStreamId(user.id), [
    {
      id: randomUUID(),
      type: 'AccountVerified',
      data: { accountId: user.id, attemptId: randomUUID(), verifiedAt: t.clock.now().toISOString() },
      metadata: { schemaVersion: 1 },
    },
  ]);
  await settle();
  t.clock.advance(25 * 3_600_000);
}

/** A 1600 × 1200 JPEG shown rotated (orientation 6), with a camera, an author and GPS in its EXIF. */
const revealingJpeg = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .withExif({
      IFD0: { Make: 'SecretCam', Artist: 'Anna Kowalska' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 14/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '21/1 0/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();

describe('photos in messages', () => {
  let a: TestUser;
  let b: TestUser;
  let id = '';
  let photoId = '';

  beforeAll(async () => {
    a = await person();
    b = await person();
    await established(a);
    id = await accepted(a, b);
  });

  it('an accepted conversation takes a photo: re-encoded with no metadata, sealed in storage, sent photo-only and idempotent', async () => {
    const up = await upload(a, id, await revealingJpeg());
    expect(up.statusCode).toBe(201);
    const uploaded = up.json<{ id: string; width: number; height: number }>();
    // The orientation is applied to the pixels: the stored image stands upright.
    expect(uploaded).toMatchObject({ width: 1200, height: 1600 });
    photoId = uploaded.id;
    // At rest the files are ciphertext: no image decoder reads them, and nothing of the original shows.
    const files = await store().listSide(id, a.id);
    expect(files).toHaveLength(2);
    for (const key of files) {
      const raw = (await t.app.get<MediaStorage>(MEDIA_STORAGE).get(key))!;
      await expect(sharp(raw).metadata()).rejects.toThrow();
      expect(raw.includes(Buffer.from('SecretCam'))).toBe(false);
    }

    const clientId = randomUUID();
    const sent = await sendPhotos(a, id, [photoId], { clientId });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<MessageDto>()).toMatchObject({ text: '', photos: [photoId], mine: true });
    const head = await t.infra.eventStore.headPosition();
    const again = await sendPhotos(a, id, [photoId], { clientId });
    expect(again.json<MessageDto>().id).toBe(sent.json<MessageDto>().id);
    expect(await t.infra.eventStore.headPosition()).toBe(head);

    const seen = (await b.get(`/api/conversations/${id}/messages`)).json<{ items: MessageDto[] }>().items;
    expect(seen[0]).toMatchObject({ mine: false, photos: [photoId] });
  });

  it('the other participant and the sender fetch it privately; a third account gets 404, nobody signed in 401', async () => {
    const full = await b.get(`/api/conversations/${id}/photos/${photoId}`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect([meta.exif, meta.icc, meta.xmp, meta.iptc, meta.comments, meta.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    for (const secret of ['SecretCam', 'Anna Kowalska']) expect(full.rawPayload.includes(Buffer.from(secret))).toBe(false);

    const thumb = await a.get(`/api/conversations/${id}/photos/${photoId}?size=thumb`);
    expect(thumb.statusCode).toBe(200);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(thumbMeta.width!, thumbMeta.height!)).toBe(MESSAGE_PHOTO_THUMB_SIDE);
    expect(thumbMeta.exif).toBeUndefined();

    const stranger = await person();
    const denied = await stranger.get(`/api/conversations/${id}/photos/${photoId}`, { 'accept-language': 'en' });
    expect(denied.statusCode).toBe(404);
    expect(denied.json<{ message: string }>().message).toBe('This photo was not found. Add it again.');
    expect(denied.headers['cache-control']).toBe('private, no-store');
    expect((await t.client().get(`/api/conversations/${id}/photos/${photoId}`)).statusCode).toBe(401);
    expect((await upload(stranger, id, await revealingJpeg())).statusCode).toBe(404);
    // An upload belongs to its conversation: not even its sender attaches it in another one.
    const own = await accepted(a, stranger);
    expect((await sendPhotos(a, own, [photoId])).statusCode).toBe(422);
  });

  it('refuses photos in a request and from a new account, with localized 422s; a fifth photo is a 400', async () => {
    const c = await person();
    const { conversationId: request } = (await start(a, c.id)).json<{ conversationId: string }>();
    const inRequest = await upload(a, request, await revealingJpeg(), 'en');
    expect(inRequest.statusCode).toBe(422);
    expect(inRequest.json<{ message: string }>().message).toBe(
      'Photos can be sent only once this person has accepted the conversation request.',
    );
    // Its recipient may not answer with a photo either: the request is not accepted yet.
    expect((await upload(c, request, await revealingJpeg())).statusCode).toBe(422);
    expect(await store().listSide(request, a.id)).toEqual([]);

    const fresh = await person();
    const withFresh = await accepted(a, fresh);
    const refused = await upload(fresh, withFresh, await revealingJpeg());
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toMatch(/^Nowe konta nie mogą wysyłać zdjęć/);
    expect((await sendPhotos(fresh, withFresh, [photoId])).statusCode).toBe(422);

    const tooMany = await sendPhotos(
      a,
      id,
      ['a', 'b', 'c', 'd', 'e'].map((x) => x.repeat(24)),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('photoIds');
    expect((await upload(a, id, Buffer.from('not an image at all'))).statusCode).toBe(415);
  });

  it('staff see a photo only within the window around a report', async () => {
    const moderator = await t.staff(ROLES.moderator);
    expect((await moderator.get(`/api/admin/conversations/${id}/photos/${photoId}`)).statusCode).toBe(404);
    const photoMessage = (await b.get(`/api/conversations/${id}/messages`)).json<{ items: MessageDto[] }>().items[0]!;
    expect((await b.post(`/api/conversations/${id}/report`, { reason: 'harassment', messageId: photoMessage.id })).statusCode).toBe(201);
    await settle();
    const opened = await moderator.get(`/api/admin/conversations/${id}`);
    expect(opened.json<{ messages: MessageDto[] }>().messages.find((m) => m.id === photoMessage.id)!.photos).toEqual([photoId]);
    const seen = await moderator.get(`/api/admin/conversations/${id}/photos/${photoId}?size=thumb`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
  });

  it("the sender's data export names the photo and its archive holds it, opened, without metadata; the other side's export does not", async () => {
    const data = (await a.get('/api/user/export')).json<{ messages: { conversationId: string; photos: string[] }[] }>();
    expect(data.messages.filter((m) => m.photos.length)).toEqual([expect.objectContaining({ conversationId: id, photos: [photoId] })]);
    const archive = await a.get('/api/user/export.zip');
    expect(archive.statusCode).toBe(200);
    const photo = readZip(archive.rawPayload).get(`messages/${id}/${photoId}.jpg`);
    expect(photo).toBeDefined();
    const meta = await sharp(photo!).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
    const theirs = readZip((await b.get('/api/user/export.zip')).rawPayload);
    expect([...theirs.keys()].filter((name) => name.startsWith('messages/'))).toEqual([]);
  });

  it('erasing the account removes its photos: files deleted, the key shredded, nobody can fetch them', async () => {
    expect((await store().listSide(id, a.id)).length).toBeGreaterThan(0);
    expect((await a.post('/api/user/delete', { password: a.password })).statusCode).toBe(204);
    await settle();
    expect(await t.app.get(MessagingErasureWorker).runDue()).toBeGreaterThanOrEqual(1);
    await settle();
    expect(await store().listSide(id, a.id)).toEqual([]);
    expect(await store().read(id, a.id, photoId, 'full')).toBeNull();
    expect((await b.get(`/api/conversations/${id}/photos/${photoId}`)).statusCode).toBe(404);
    const seen = (await b.get(`/api/conversations/${id}/messages`)).json<{ items: MessageDto[] }>().items;
    expect(seen.find((m) => !m.mine && m.deleted)).toMatchObject({ photos: [] });
    // The log keeps the message's place and the photo's id, never the image.
    const events = await t.infra.eventStore.readStream(conversationStreamId(id));
    expect(events.some((e) => e.type === 'MessageSent' && (e.data as { photos?: string[] }).photos?.includes(photoId))).toBe(true);
  });
});
