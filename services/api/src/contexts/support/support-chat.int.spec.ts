import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import {
  dataAccessStreamId,
  DataExport,
  ROLES,
  SUPPORT_CHAT_PUSH_EVENT,
  supportChatStreamId,
  type AdminSupportChatDto,
  type SupportChatDto,
  type SupportChatEventsPage,
  type SupportChatLiveItem,
  type SupportChatSent,
  type SupportChatStats,
} from '@anonse/contracts';
import { ERASED } from '@anonse/eventstore';
import { RealtimeServer } from '#api/platform/realtime/realtime.server';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '#api/testing/test-app';
import { SUPPORT_CHAT_LIMIT, SupportChatRateLimits } from './support-rate-limits';

const SUPPORT_EMAIL = 'support@anonse.example';

async function eventually<T>(check: () => Promise<T>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

const cookieHeader = (c: TestClient) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe('support chat: the dashboard chat and the console inbox', () => {
  let t: TestApp;
  let port = 0;
  let moderator: TestClient;
  let moderatorId: string;
  let auditor: TestClient;
  let person: TestUser;
  const sockets: Socket[] = [];

  const open = async (client: TestClient) => {
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io/',
      transports: ['websocket'],
      extraHeaders: { cookie: cookieHeader(client) },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const heard: SupportChatLiveItem[] = [];
    socket.on(SUPPORT_CHAT_PUSH_EVENT, (item: SupportChatLiveItem) => heard.push(item));
    return { socket, heard };
  };
  const write = (client: TestClient, text: string, clientId: string = randomUUID(), language = 'pl') =>
    client.post('/api/support/chat/messages', { text, clientId, locale: language }, { 'accept-language': language });
  const chatOf = async (client: TestClient) => (await client.get('/api/support/chat')).json<SupportChatDto>();
  const inbox = async () => (await moderator.get('/api/admin/support-chats?range=[0,99]')).json<AdminSupportChatDto[]>();

  beforeAll(async () => {
    t = await startTestApp({ SUPPORT_EMAIL });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    moderator = await t.staff(ROLES.moderator);
    moderatorId = (await moderator.get('/api/user')).json<{ id: string }>().id;
    auditor = await t.staff(ROLES.auditor);
    person = await t.user();
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await t?.close();
  }, 30_000);

  it('with nobody online the person is told so, and the message goes on by e-mail; staff answer and it is timed', async () => {
    expect((await person.get('/api/support/chat')).json()).toMatchObject({ status: 'none', messages: [], staffOnline: false });
    const clientId = randomUUID();
    const res = await write(person, 'Zapłaciłam, a punkty nie doszły.', clientId);
    expect(res.statusCode).toBe(201);
    const sent = res.json<SupportChatSent>();
    expect(sent).toMatchObject({ staffOnline: false, message: { seq: 1, author: 'person', delivery: 'email' } });
    // The same clientId again (a retry after a lost answer) is the same message.
    expect((await write(person, 'Zapłaciłam, a punkty nie doszły.', clientId)).json<SupportChatSent>().message.id).toBe(sent.message.id);
    const stream = await t.infra.eventStore.readStream(supportChatStreamId(person.id));
    expect(stream.map((e) => e.type)).toEqual(['SupportChatMessageSent']);
    expect(stream[0]!.data).toMatchObject({ forwardTo: SUPPORT_EMAIL, delivery: 'email' });

    const [chat] = await inbox();
    expect(chat).toMatchObject({ id: person.id, login: person.login, status: 'open', unanswered: true, firstResponseMs: null });
    // Opening it is on record before anything is shown.
    const views = async () => (await t.infra.eventStore.readStream(dataAccessStreamId(person.id))).map((e) => e.data);
    const before = (await views()).length;
    const opened = await auditor.get(`/api/admin/support-chats/${person.id}`);
    expect(opened.statusCode).toBe(200);
    expect((await views()).at(-1)).toMatchObject({ what: 'support-chat', subjectAccountId: person.id });
    expect(await views()).toHaveLength(before + 1);
    // An auditor reads, and only reads.
    expect((await auditor.post(`/api/admin/support-chats/${person.id}/messages`, { text: 'Hej' })).statusCode).toBe(403);

    t.clock.advance(90_000);
    const answered = await moderator.post(`/api/admin/support-chats/${person.id}/messages`, { text: 'Sprawdzamy.', cannedId: 'checking' });
    expect(answered.statusCode).toBe(201);
    // The test clock runs on from where it was moved: the answer came 90 s and the requests' own time later.
    expect(answered.json<AdminSupportChatDto>().firstResponseMs).toBeGreaterThanOrEqual(90_000);
    expect(answered.json<AdminSupportChatDto>().firstResponseMs).toBeLessThan(100_000);
    expect(answered.json<AdminSupportChatDto>()).toMatchObject({
      unanswered: false,
      messages: [{ author: 'person' }, { author: 'staff', staffId: moderatorId, cannedId: 'checking', delivery: 'email' }],
    });
    // Nobody was there to read either live: the message went to the operator, the answer to the person, by e-mail.
    await t.projected();
    const outbox = await t.db.client.query<{ recipient: string; template: string }>(
      'SELECT recipient, template FROM mail_outbox WHERE account_id = $1 ORDER BY id',
      [person.id],
    );
    expect(outbox.rows.filter((r) => r.template.startsWith('supportChat'))).toEqual([
      { recipient: SUPPORT_EMAIL, template: 'supportChatForward' },
      { recipient: person.email, template: 'supportChatReply' },
    ]);
    // The person sees support, never a login.
    const mine = await chatOf(person);
    expect(mine.messages.map((m) => [m.seq, m.author, m.text])).toEqual([
      [1, 'person', 'Zapłaciłam, a punkty nie doszły.'],
      [2, 'staff', 'Sprawdzamy.'],
    ]);
    expect(JSON.stringify(mine)).not.toContain(moderatorId);
  });

  it('notes stay with staff; assignment takes only answering staff; handled and reopened; a new message begins a new conversation', async () => {
    expect((await moderator.post(`/api/admin/support-chats/${person.id}/notes`, { text: 'Stała klientka' })).statusCode).toBe(201);
    const bad = await moderator.request('PUT', `/api/admin/support-chats/${person.id}/assignee`, {
      json: { assigneeId: person.id },
      headers: { 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.assigneeId).toEqual(['Choose a moderator or an administrator.']);
    const assigned = await moderator.request('PUT', `/api/admin/support-chats/${person.id}/assignee`, {
      json: { assigneeId: moderatorId },
    });
    expect(assigned.json<AdminSupportChatDto>()).toMatchObject({ assigneeId: moderatorId, notes: [{ text: 'Stała klientka' }] });
    expect(JSON.stringify(await chatOf(person))).not.toContain('Stała klientka');

    // A stale If-Match is refused with the chat as it is.
    const stale = await moderator.request('PUT', `/api/admin/support-chats/${person.id}/status`, {
      json: { status: 'handled' },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.statusCode).toBe(409);
    const handled = await moderator.request('PUT', `/api/admin/support-chats/${person.id}/status`, { json: { status: 'handled' } });
    expect(handled.json<AdminSupportChatDto>().status).toBe('handled');
    expect((await chatOf(person)).status).toBe('handled');

    t.clock.advance(60_000);
    await write(person, 'Jeszcze jedno pytanie.');
    t.clock.advance(30_000);
    await moderator.post(`/api/admin/support-chats/${person.id}/messages`, { text: 'Słuchamy.' });
    const [again] = await inbox();
    expect(again).toMatchObject({ id: person.id, status: 'open' });
    expect(again!.firstResponseMs).toBeGreaterThanOrEqual(30_000);
    expect(again!.firstResponseMs).toBeLessThan(40_000);
    // Two conversations of this chat: the median is the quicker answer, the 95th percentile the slower.
    const stats = (await moderator.get('/api/admin/support-chats/stats')).json<SupportChatStats>();
    expect(stats).toMatchObject({ conversations: 2, answered: 2, waiting: 0 });
    expect(stats.firstResponseP50Ms).toBe(again!.firstResponseMs);
    expect(stats.firstResponseP95Ms).toBeGreaterThanOrEqual(90_000);
  });

  it('refuses bad input with localized field errors and counts messages per person', async () => {
    const empty = await write(person, '   ', randomUUID(), 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.text).toEqual(['Write the text of your message.']);
    const long = await write(person, 'x'.repeat(2001));
    expect(long.json<{ errors: Record<string, string[]> }>().errors.text).toEqual([
      'Wiadomość jest za długa: może mieć najwyżej 2000 znaków.',
    ]);
    expect((await t.client().get('/api/support/chat')).statusCode).toBe(401);
    const flood = await t.user();
    expect((await write(flood, 'Pierwsza')).statusCode).toBe(201);
    // The rest of the window's allowance used up directly (each a full message would only slow the suite down).
    const limits = t.app.get(SupportChatRateLimits);
    const request = { headers: {} } as FastifyRequest;
    for (let i = 1; i < SUPPORT_CHAT_LIMIT.points; i++) await limits.attempt(request, flood.id);
    const refused = await write(flood, 'Jeszcze?', randomUUID(), 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json<{ message: string }>().message).toBe('You are sending too many messages. Wait a few minutes and try again.');
  });

  it('is live both ways over the socket, staff online is told, and a catch-up from the last position brings each change once', async () => {
    const someone = await t.user();
    const staffSocket = await open(moderator);
    expect((await chatOf(someone)).staffOnline).toBe(true);
    const start = await chatOf(someone);
    const mine = await open(someone);

    const sent = (await write(someone, 'Czy ktoś tu jest?')).json<SupportChatSent>();
    expect(sent).toMatchObject({ staffOnline: true, message: { delivery: 'live' } });
    await eventually(async () => expect(staffSocket.heard.map((i) => i.message?.id)).toContain(sent.message.id));
    const answer = await moderator.post(`/api/admin/support-chats/${someone.id}/messages`, { text: 'Tak, słucham.' });
    expect(answer.json<AdminSupportChatDto>().messages!.at(-1)).toMatchObject({ delivery: 'live' });
    await eventually(async () => expect(mine.heard.map((i) => i.message?.text)).toEqual(['Czy ktoś tu jest?', 'Tak, słucham.']));

    // Offline now: what comes meanwhile is read from the last position seen, once, and nothing of anybody else.
    mine.socket.disconnect();
    const seen = mine.heard.at(-1)!.position;
    await moderator.post(`/api/admin/support-chats/${someone.id}/messages`, { text: 'Jest Pani?' });
    await moderator.post(`/api/admin/support-chats/${someone.id}/notes`, { text: 'notatka' });
    await write(person, 'Inna osoba');
    const page = (await someone.get(`/api/support/chat/events?after=${seen}`)).json<SupportChatEventsPage>();
    expect(page.items.map((i) => i.message?.text)).toEqual(['Jest Pani?']);
    expect((await someone.get(`/api/support/chat/events?after=${page.position}`)).json<SupportChatEventsPage>().items).toEqual([]);
    const all = (await someone.get(`/api/support/chat/events?after=${start.position}`)).json<SupportChatEventsPage>();
    expect(all.items.map((i) => i.message?.text)).toEqual(['Czy ktoś tu jest?', 'Tak, słucham.', 'Jest Pani?']);
    expect((await someone.get('/api/support/chat/events?after=-5')).statusCode).toBe(400);

    // Nobody answering online: the answer goes by e-mail.
    staffSocket.socket.disconnect();
    await eventually(async () => expect((await chatOf(someone)).staffOnline).toBe(false));
    expect(
      (await moderator.post(`/api/admin/support-chats/${someone.id}/messages`, { text: 'Mail' }))
        .json<AdminSupportChatDto>()
        .messages!.at(-1),
    ).toMatchObject({ delivery: 'email' });
  });

  it('a moderator whose role is taken away stops counting as staff online at the next session check', async () => {
    const someone = await t.user();
    const demoted = await t.staff(ROLES.moderator);
    const demotedId = (await demoted.get('/api/user')).json<{ id: string }>().id;
    const socket = await open(demoted);
    expect((await chatOf(someone)).staffOnline).toBe(true);
    const admin = await t.admin();
    expect((await admin.request('PUT', `/api/admin/accounts/${demotedId}/role`, { json: { role: ROLES.user } })).statusCode).toBe(200);
    await t.app.get(RealtimeServer).recheckSessions();
    await eventually(async () => expect(socket.socket.connected).toBe(false));
    expect((await chatOf(someone)).staffOnline).toBe(false);
  });

  it('two staff answering at once both land, numbered in order', async () => {
    const someone = await t.user();
    await write(someone, 'Pytanie');
    const other = await t.staff(ROLES.moderator);
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        moderator.post(`/api/admin/support-chats/${someone.id}/messages`, { text: `A${round}` }),
        other.post(`/api/admin/support-chats/${someone.id}/messages`, { text: `B${round}` }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    }
    const seqs = (await chatOf(someone)).messages.map((m) => m.seq);
    expect(seqs).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
  });

  it('a rebuild of the read model from the log gives the same inbox, threads, notes, conversations and feed', async () => {
    await t.projected();
    const dump = async () => {
      const out: Record<string, unknown[]> = {};
      for (const [table, order] of [
        ['support_chats', 'id'],
        ['support_chat_messages', 'id'],
        ['support_chat_notes', 'id'],
        ['support_chat_rounds', 'chat_id, opened_at'],
        ['support_chat_feed', 'recipient, position'],
      ])
        out[table] = (await t.db.client.query(`SELECT * FROM ${table} ORDER BY ${order}`)).rows;
      return out;
    };
    const live = await dump();
    expect(live.support_chats!.length).toBeGreaterThan(0);
    await t.infra.runner!.rebuild('support-chat');
    await t.projected();
    expect(await dump()).toEqual(live);
  });

  it('is in the data export, and goes with the account: rows dropped, texts shredded in the log', async () => {
    const leaving = await t.user();
    await write(leaving, 'Moje dane');
    await moderator.post(`/api/admin/support-chats/${leaving.id}/messages`, { text: 'Odpowiedź' });
    const exported = DataExport.parse((await leaving.get('/api/user/export')).json()).supportChat;
    expect(exported.map((m) => [m.author, m.text])).toEqual([
      ['person', 'Moje dane'],
      ['staff', 'Odpowiedź'],
    ]);
    expect((await leaving.post('/api/user/delete', { password: leaving.password })).statusCode).toBe(204);
    await t.projected();
    expect((await moderator.get(`/api/admin/support-chats/${leaving.id}`)).statusCode).toBe(404);
    // The deletion shredded the person's key: every text of the chat, the staff's too, reads as erased.
    const events = await t.infra.eventStore.readStream(supportChatStreamId(leaving.id));
    expect(events.every((e) => e.metadata[ERASED])).toBe(true);
    expect(events[0]!.data).toMatchObject({ text: null });
  });
});
