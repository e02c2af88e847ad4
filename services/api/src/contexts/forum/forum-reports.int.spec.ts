import type { AuditEventDto, ForumCategoryDto, ForumPostDto, ForumTopicDto, ReportDto } from '@anonse/contracts';
import { forumTopicStreamId, reportStreamId, ROLES } from '@anonse/contracts';
import { useTestApp, type TestClient } from '#api/testing/test-app';

const t = useTestApp();
jest.setTimeout(180_000);

let n = 0;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('forum flags in the moderation queue', () => {
  let moderator: TestClient;
  let author: TestClient;
  let category: ForumCategoryDto;

  const topicWithReply = async () => {
    const made = await moderator.post('/api/forum/topics', { categoryId: category.id, title: `Zgłoszony temat ${++n}`, body: 'Pytanie.' });
    expect(made.statusCode).toBe(201);
    const { topic } = made.json<ForumTopicDto>();
    const reply = await author.post(`/api/forum/topics/${topic.id}/posts`, { body: `Podejrzana odpowiedź ${n}` });
    expect(reply.statusCode).toBe(201);
    return { topic, reply: reply.json<ForumPostDto>() };
  };
  const flag = (c: TestClient, topicId: string, postId: string, reason: string) =>
    c.post(`/api/forum/topics/${topicId}/posts/${postId}/flags`, { reason, note: 'Notatka zgłaszającego' });
  const reportsOn = async (targetId: string) =>
    (await moderator.get(`/api/admin/reports?filter=${q({ targetId })}&range=[0,99]`)).json<ReportDto[]>();
  const guestNumbers = async (slug: string) =>
    (await t.client().get(`/api/forum/topics/${slug}`)).json<ForumTopicDto>().posts.map((p) => p.number);

  beforeAll(async () => {
    moderator = await t.staff(ROLES.moderator);
    // Staff post at once, so the reply is published without a trip through the queue.
    author = await t.staff(ROLES.moderator);
    category = (
      await moderator.post('/api/admin/forum/categories', { slug: 'kolejka-zgloszen', name: 'Kolejka' })
    ).json<ForumCategoryDto>();
  });

  it('files each flag as a report with the queue’s priorities: coercion and underage first, the flagger as reporter', async () => {
    const { topic, reply } = await topicWithReply();
    const [spammer, worried] = await Promise.all([t.user(), t.user()]);
    expect((await flag(spammer, topic.id, reply.id, 'spam')).statusCode).toBe(201);
    expect((await flag(worried, topic.id, reply.id, 'coercion')).statusCode).toBe(201);

    const reports = await reportsOn(reply.id);
    expect(reports.map((r) => [r.reason, r.severity, r.reporterId])).toEqual([
      ['coercion', 'urgent', worried.id],
      ['spam', 'normal', spammer.id],
    ]);
    expect(reports[0]).toMatchObject({
      targetType: 'forum-post',
      targetId: reply.id,
      status: 'open',
      // The flag's note is the flagger's words, kept with the flag under their key, not copied to the report.
      details: null,
      forumPost: { topicId: topic.id, topicSlug: topic.slug, number: 2, hidden: false },
    });
    const urgentOpen = (await moderator.get(`/api/admin/reports?filter=${q({ status: 'open' })}&range=[0,0]`)).json<ReportDto[]>();
    expect(urgentOpen[0]!.severity).toBe('urgent');
    const filed = await t.infra.eventStore.readStream(reportStreamId(reports[0]!.id));
    expect(filed.map((e) => [e.type, e.metadata.actor])).toEqual([['ReportFiled', expect.objectContaining({ id: worried.id })]]);

    // A flag refused (the same member again) files nothing.
    expect((await flag(worried, topic.id, reply.id, 'spam')).statusCode).toBe(409);
    expect(await reportsOn(reply.id)).toHaveLength(2);
  });

  it('hides the post in one click and actions the report; a second click is 409, members 403, other reports 422', async () => {
    const { topic, reply } = await topicWithReply();
    const member = await t.user();
    expect((await flag(member, topic.id, reply.id, 'underage')).statusCode).toBe(201);
    const [report] = await reportsOn(reply.id);

    expect((await member.post(`/api/admin/reports/${report!.id}/hide-forum-post`)).statusCode).toBe(403);
    const bad = await moderator.post(`/api/admin/reports/${report!.id}/hide-forum-post`, { note: '' });
    expect(bad.statusCode).toBe(400);
    expect(await guestNumbers(topic.slug)).toEqual([1, 2]);

    const hidden = await moderator.post(`/api/admin/reports/${report!.id}/hide-forum-post`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<ReportDto>()).toMatchObject({ status: 'resolved', outcome: 'actioned', forumPost: { hidden: true } });
    expect(await guestNumbers(topic.slug)).toEqual([1]);
    const topicLog = await t.infra.eventStore.readStream(forumTopicStreamId(topic.id));
    expect(topicLog.filter((e) => e.type === 'ForumPostHidden').map((e) => e.data)).toEqual([
      expect.objectContaining({ postId: reply.id, reason: 'Ukryty przez moderatora po zgłoszeniu.' }),
    ]);
    expect((await t.infra.eventStore.readStream(reportStreamId(report!.id))).map((e) => e.type)).toEqual(['ReportFiled', 'ReportResolved']);
    // Both decisions are in the audit timelines: the report's and the topic's.
    const reportHistory = (await moderator.get(`/api/admin/audit/report/${report!.id}/events?range=[0,9]`)).json<AuditEventDto[]>();
    expect(reportHistory.map((e) => [e.type, e.actor.id === member.id, e.actor.role])).toEqual([
      ['ReportFiled', true, ROLES.user],
      ['ReportResolved', false, ROLES.moderator],
    ]);
    const topicHistory = (await moderator.get(`/api/admin/audit/forum-topic/${topic.id}/events?range=[0,99]`)).json<AuditEventDto[]>();
    expect(topicHistory.map((e) => e.type)).toEqual(['TopicStarted', 'ReplyPosted', 'ForumPostFlagged', 'ForumPostHidden']);

    const again = await moderator.post(`/api/admin/reports/${report!.id}/hide-forum-post`, undefined, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toMatch(/json/);

    const account = await member.post('/api/reports', { target: { type: 'account', id: (await t.user()).id }, reason: 'spam' });
    expect(account.statusCode).toBe(201);
    const other = await moderator.post(`/api/admin/reports/${account.json<{ id: string }>().id}/hide-forum-post`, undefined, {
      'accept-language': 'en',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This report is not about a forum post.');
  });

  it('dismisses a report with the reports’ own decision: the post stays', async () => {
    const { topic, reply } = await topicWithReply();
    expect((await flag(await t.user(), topic.id, reply.id, 'scam')).statusCode).toBe(201);
    const [report] = await reportsOn(reply.id);
    const dismissed = await moderator.post(`/api/admin/reports/${report!.id}/resolve`, { outcome: 'dismissed' });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json<ReportDto>()).toMatchObject({ outcome: 'dismissed', forumPost: { hidden: false } });
    expect(await guestNumbers(topic.slug)).toEqual([1, 2]);
  });

  it('takes a reported opening post down with its topic (it cannot be hidden alone)', async () => {
    const made = await author.post('/api/forum/topics', { categoryId: category.id, title: `Temat do usunięcia ${++n}`, body: 'Treść.' });
    const { topic, posts } = made.json<ForumTopicDto>();
    expect((await flag(await t.user(), topic.id, posts[0]!.id, 'underage')).statusCode).toBe(201);
    const [report] = await reportsOn(posts[0]!.id);
    expect((await moderator.post(`/api/admin/reports/${report!.id}/hide-forum-post`)).statusCode).toBe(200);
    expect((await t.client().get(`/api/forum/topics/${topic.slug}`)).statusCode).toBe(404);
  });

  it('keeps the public report form to its own targets and reasons', async () => {
    const { reply } = await topicWithReply();
    const member = await t.user();
    const post = await member.post('/api/reports', { target: { type: 'forum-post', id: reply.id }, reason: 'spam' });
    expect(post.statusCode).toBe(400);
    const reason = await member.post('/api/reports', { target: { type: 'account', id: member.id }, reason: 'harassment' });
    expect(reason.statusCode).toBe(400);
  });
});
