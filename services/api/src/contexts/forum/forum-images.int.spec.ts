import sharp from 'sharp';
import { ROLES, type ForumCategoryDto, type ForumPostDto, type ForumTopicDto, type ForumImageUploaded } from '@anonse/contracts';
import { MEDIA_STORAGE, ForumImageStore, type MediaStorage } from '#api/contexts/media/index';
import { useTestApp, type TestClient, type TestUser } from '#api/testing/test-app';

const t = useTestApp({ FORUM_IMAGES_PER_POST: '2', FORUM_IMAGE_MAX_MB: '1' });
jest.setTimeout(120_000);

const HOUR = 3_600_000;
let n = 0;
const settle = async () => {
  const head = await t.infra.eventStore.headPosition();
  expect(await t.infra.runner!.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
};
const images = () => t.app.get(ForumImageStore);

/** A JPEG with a camera, an author and GPS in its EXIF: none of it may reach a page. */
const revealingJpeg = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .withExif({
      IFD0: { Make: 'SecretCam', Artist: 'Anna Kowalska' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 14/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '21/1 0/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();

const upload = (c: TestClient, body: Buffer, locale = 'pl') =>
  c.request('POST', '/api/forum/images', {
    payload: body,
    headers: { 'content-type': 'application/octet-stream', 'accept-language': locale },
  });

describe('images in forum posts', () => {
  let moderator: TestClient;
  let category: ForumCategoryDto;
  let member: TestUser;

  const start = async (c: TestClient, body: string) => {
    const res = await c.post('/api/forum/topics', { categoryId: category.id, title: `Temat ze zdjęciem ${++n}`, body, tags: '' });
    expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
    return res.json<ForumTopicDto>();
  };
  const approve = async (topicId: string, postId: string) =>
    expect((await moderator.post(`/api/admin/forum/queue/${topicId}/${postId}/approve`)).statusCode).toBe(200);

  /** Trusted by the queue rule: a day old with two published posts. */
  async function trusted(): Promise<TestUser> {
    const user = await t.user({ login: `forum_img_${++n}` });
    const { topic, posts } = await start(user, 'Pierwszy wpis');
    await approve(topic.id, posts[0]!.id);
    const reply = (await user.post(`/api/forum/topics/${topic.id}/posts`, { body: 'Drugi wpis' })).json<ForumPostDto>();
    await approve(topic.id, reply.id);
    await settle();
    t.clock.advance(25 * HOUR);
    return user;
  }

  beforeAll(async () => {
    moderator = await t.staff(ROLES.moderator);
    // A slug of this run's own: on a shared Postgres the database outlives one run.
    const slug = `zdjecia-${Date.now().toString(36)}`;
    const created = await moderator.post('/api/admin/forum/categories', { slug, name: `Zdjęcia ${slug}`, position: 1 });
    expect([created.statusCode, created.statusCode === 201 ? '' : created.body]).toEqual([201, '']);
    category = created.json<ForumCategoryDto>();
    member = await trusted();
  });

  it('a trusted member uploads an image: re-encoded without metadata, sealed at rest, served from our address', async () => {
    const up = await upload(member, await revealingJpeg());
    expect(up.statusCode).toBe(201);
    const image = up.json<ForumImageUploaded>();
    expect(image).toMatchObject({
      width: 800,
      height: 600,
      url: expect.stringMatching(`^/api/forum/images/${member.id}/[A-Za-z0-9_-]{24}\\.jpg$`),
    });

    const files = await images().listAuthor(member.id);
    expect(files).toHaveLength(1);
    const raw = (await t.app.get<MediaStorage>(MEDIA_STORAGE).get(files[0]!))!;
    await expect(sharp(raw).metadata()).rejects.toThrow();
    expect(raw.includes(Buffer.from('SecretCam'))).toBe(false);

    const served = await t.client().get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
    expect(served.rawPayload.includes(Buffer.from('Anna Kowalska'))).toBe(false);

    expect((await t.client().get(`/api/forum/images/${member.id}/${'x'.repeat(24)}.jpg`)).statusCode).toBe(404);
    expect((await t.client().get('/api/forum/images/nie-id/plik.jpg')).json().message).toBe('Nie znaleziono zdjęcia.');
  });

  it("a post renders the author's own image as <img>; a foreign image, even another member's upload, stays a link", async () => {
    const own = (await upload(member, await revealingJpeg())).json<ForumImageUploaded>();
    const other = await trusted();
    const theirs = (await upload(other, await revealingJpeg())).json<ForumImageUploaded>();
    const body = `Moje zdjęcie:\n\n![rower](${own.url})\n\n![obce](https://evil.example/track.png)\n\n![cudze](${theirs.url})`;
    const { topic, posts } = await start(member, body);
    expect(topic.status).toBe('published');
    const html = posts[0]!.html;
    expect(html).toContain(`<img src="${own.url}" alt="rower" loading="lazy" />`);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('<a href="https://evil.example/track.png" rel="nofollow noopener ugc" target="_blank">obce</a>');
    expect(html).toContain(`<a href="${theirs.url}">cudze</a>`);

    // The preview renders by the same rule.
    const preview = await member.post('/api/forum/preview', { body });
    expect(preview.json<{ html: string }>().html).toBe(html);
  });

  it('refuses an untrusted member, a post over the image limit and an upload over the size limit, in both languages', async () => {
    const fresh = await t.user({ login: `forum_img_new_${++n}` });
    const refused = await upload(fresh, await revealingJpeg());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Zdjęcia we wpisach mogą dodawać osoby, których konto ma co najmniej dobę i dwa opublikowane wpisy.',
    );
    expect((await upload(fresh, await revealingJpeg(), 'en')).json().message).toBe(
      'Images in posts may be added by members whose account is at least a day old with two published posts.',
    );
    expect(await images().listAuthor(fresh.id)).toEqual([]);
    // Their post naming an image shows it as text, as their links.
    const url = `/api/forum/images/${fresh.id}/${'a'.repeat(24)}.jpg`;
    const { posts } = await start(fresh, `Zdjęcie ![x](${url})`);
    expect(posts[0]!.html).not.toContain('<img');

    const urls = await Promise.all([1, 2, 3].map(async () => (await upload(member, await revealingJpeg())).json<ForumImageUploaded>().url));
    const tooMany = urls.map((u) => `![z](${u})`).join('\n');
    const pl = await member.post('/api/forum/topics', { categoryId: category.id, title: 'Za dużo zdjęć', body: tooMany, tags: '' });
    expect(pl.statusCode).toBe(400);
    expect(pl.json().errors).toEqual({ body: ['Za dużo zdjęć we wpisie (najwyżej 2).'] });
    const en = await member.request('POST', '/api/forum/topics', {
      json: { categoryId: category.id, title: 'Too many images', body: tooMany, tags: '' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().errors).toEqual({ body: ['Too many images in the post (at most 2).'] });

    const noise = await sharp({ create: { width: 1500, height: 1500, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    const large = await upload(member, noise, 'en');
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('The image is too large (at most 1 MB).');
  });

  it('deleting the post deletes its images; deleting the account erases the rest (files gone, key shredded)', async () => {
    const author = await trusted();
    const kept = (await upload(author, await revealingJpeg())).json<ForumImageUploaded>();
    const gone = (await upload(author, await revealingJpeg())).json<ForumImageUploaded>();
    const { topic } = await start(author, `Zostaje ![a](${kept.url})`);
    const reply = (await author.post(`/api/forum/topics/${topic.id}/posts`, { body: `Znika ![b](${gone.url})` })).json<ForumPostDto>();
    expect((await t.client().get(gone.url)).statusCode).toBe(200);
    expect((await author.request('DELETE', `/api/forum/topics/${topic.id}/posts/${reply.id}`)).statusCode).toBe(200);
    expect((await t.client().get(gone.url)).statusCode).toBe(404);
    expect((await t.client().get(kept.url)).statusCode).toBe(200);
    expect(await images().listAuthor(author.id)).toHaveLength(1);

    expect((await author.post('/api/user/delete', { password: author.password })).statusCode).toBe(204);
    await settle();
    expect(await images().listAuthor(author.id)).toEqual([]);
    expect((await t.client().get(kept.url)).statusCode).toBe(404);
  });
});
