import type { ForumCategoryDto, ForumTopicDto } from '@anonse/contracts';
import { forumTopicStreamId, ROLES } from '@anonse/contracts';
import { useTestApp, type TestClient } from '#api/testing/test-app';

// Small limits, so a test reaches them in a few requests.
const t = useTestApp({
  FORUM_TOPICS_PER_ACCOUNT_PER_HOUR: '2',
  FORUM_TOPICS_PER_IP_PER_HOUR: '3',
  FORUM_REPLIES_PER_ACCOUNT_PER_HOUR: '3',
  FORUM_REPLIES_PER_IP_PER_HOUR: '4',
});
jest.setTimeout(120_000);

const HOUR = 3_600_000;
let n = 0;

describe('forum rate limits', () => {
  let moderator: TestClient;
  let category: ForumCategoryDto;
  let topicId: string;

  const start = (c: TestClient, lang = 'pl') =>
    c.post('/api/forum/topics', { categoryId: category.id, title: `Temat na limit ${++n}`, body: 'Treść' }, { 'accept-language': lang });
  const reply = (c: TestClient, lang = 'pl') =>
    c.post(`/api/forum/topics/${topicId}/posts`, { body: `Odpowiedź ${++n}` }, { 'accept-language': lang });

  beforeAll(async () => {
    moderator = await t.staff(ROLES.moderator);
    category = (await moderator.post('/api/admin/forum/categories', { slug: 'limity', name: 'Limity' })).json<ForumCategoryDto>();
    topicId = (await start(moderator)).json<ForumTopicDto>().topic.id;
  });

  it('limits one member’s topics and replies per hour with a localized 429 and Retry-After, then lets them post again', async () => {
    const member = await t.user();
    expect((await start(member)).statusCode).toBe(201);
    expect((await start(member)).statusCode).toBe(201);
    const refused = await start(member, 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/json/);
    expect(refused.json().message).toBe('Too many posts in a short time. Please try again in a moment.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 3; i++) expect((await reply(member)).statusCode).toBe(201);
    const tooMany = await reply(member);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toBe('Za dużo wpisów w krótkim czasie. Spróbuj ponownie za chwilę.');
    // A refused post left nothing behind.
    const replies = (await t.infra.eventStore.readStream(forumTopicStreamId(topicId))).filter((e) => e.type === 'ReplyPosted');
    expect(replies.filter((e) => (e.data as { authorId: string }).authorId === member.id)).toHaveLength(3);

    // Bad input is refused before it counts.
    expect((await member.post(`/api/forum/topics/${topicId}/posts`, { body: '' })).statusCode).toBe(400);

    await t.passTime(HOUR, moderator, member);
    expect((await reply(member)).statusCode).toBe(201);
    expect((await start(member)).statusCode).toBe(201);
  });

  it('limits one address block across accounts, and never staff', async () => {
    const ip = '10.77.0.1';
    const [a, b] = [await t.user({ ip }), await t.user({ ip })];
    expect((await reply(a)).statusCode).toBe(201);
    expect((await reply(a)).statusCode).toBe(201);
    expect((await reply(b)).statusCode).toBe(201);
    expect((await reply(b)).statusCode).toBe(201);
    expect((await reply(b)).statusCode).toBe(429);
    expect((await reply(await t.user())).statusCode).toBe(201);

    for (let i = 0; i < 6; i++) expect((await reply(moderator)).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) expect((await start(moderator)).statusCode).toBe(201);
  });
});
