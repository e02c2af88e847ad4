import { randomUUID } from 'node:crypto';
import {
  conversationStreamId,
  dataAccessStreamId,
  MESSAGING_LIMITS,
  REPORT_WINDOW_AFTER,
  REPORT_WINDOW_BEFORE,
  ROLES,
  phoneStreamId,
  verificationStreamId,
  type ConversationDto,
  type ConversationSummaryDto,
  type MessageDto,
  type MessagingEventsPage,
  type NotificationDto,
  type NotificationList,
} from '@anonse/contracts';
import { ERASED } from '@anonse/eventstore';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { useTestApp, type TestClient, type TestUser } from '#api/testing/test-app';
import { MessagingErasureWorker } from './workers/messaging-erasure.worker';

const t = useTestApp();
let n = 0;
const person = () => t.user({ login: `msg_user_${++n}`, password: 'Wiadomosci-haslo-7!' });
const settle = async () => {
  const head = await t.infra.eventStore.headPosition();
  expect(await t.infra.runner!.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
};
const minute = () => t.clock.advance(61_000);

const start = (from: TestClient, to: string, text = 'Dzień dobry', clientId = randomUUID()) =>
  from.post('/api/conversations', { recipientId: to, text, clientId });
const send = (from: TestClient, id: string, text = 'Kolejna wiadomość', clientId = randomUUID()) =>
  from.post(`/api/conversations/${id}/messages`, { text, clientId });
const conversation = async (c: TestClient, id: string) => (await c.get(`/api/conversations/${id}`)).json<ConversationDto>();
const folder = async (c: TestClient, name: string) =>
  (await c.get(`/api/conversations?folder=${name}`)).json<{ items: ConversationSummaryDto[] }>().items.map((i) => i.id);
async function messages(c: TestClient, id: string): Promise<MessageDto[]> {
  const res = await c.get(`/api/conversations/${id}/messages?limit=50`);
  expect(res.statusCode).toBe(200);
  return res.json<{ items: MessageDto[] }>().items;
}
const unread = async (c: TestClient) => (await c.get('/api/conversations/unread-count')).json<{ count: number }>().count;
/** The bell's notices of `c`, newest first, as kind, text and link. */
async function notices(c: TestClient, locale = 'pl'): Promise<Pick<NotificationDto, 'kind' | 'text' | 'link'>[]> {
  await settle();
  const res = await c.get('/api/notifications', { 'accept-language': locale });
  expect(res.statusCode).toBe(200);
  return res.json<NotificationList>().data.notifications.map(({ kind, text, link }) => ({ kind, text, link }));
}

/** A conversation `a` started and `b` accepted. */
async function accepted(a: TestUser, b: TestUser): Promise<string> {
  const { conversationId } = (await start(a, b.id)).json<{ conversationId: string }>();
  expect((await b.post(`/api/conversations/${conversationId}/accept`)).statusCode).toBe(200);
  return conversationId;
}

async function verify(user: TestUser): Promise<void> {
  await t.infra.eventStore.appendToStream(verificationStreamId(user.id), [
    {
      id: randomUUID(),
      type: 'AccountVerified',
      data: { accountId: user.id, attemptId: randomUUID(), verifiedAt: t.clock.now().toISOString() },
      metadata: { schemaVersion: 1 },
    },
  ]);
  await settle();
}

/** What the phone context records once a person typed the SMS code. */
async function verifyPhone(user: TestUser, number: string): Promise<void> {
  await t.infra.eventStore.appendToStream(phoneStreamId(user.id), [
    {
      id: randomUUID(),
      type: 'PhoneVerified',
      data: { accountId: user.id, challengeId: randomUUID(), number, numberKey: `key-${number}`, verifiedAt: t.clock.now().toISOString() },
      metadata: { schemaVersion: 1 },
    },
  ]);
  await settle();
}

describe('messaging: requests, answers and idempotent sending', () => {
  let a: TestUser;
  let b: TestUser;
  let id = '';

  beforeAll(async () => {
    a = await person();
    b = await person();
  });

  it('the first message is a request: sent for one, received (in requests) for the other, counted as unread', async () => {
    const res = await start(a, b.id, 'Cześć, czy termin jutro jest wolny?');
    expect(res.statusCode).toBe(201);
    id = res.json<{ conversationId: string }>().conversationId;
    expect((await conversation(a, id)).status).toBe('request-sent');
    expect(await conversation(b, id)).toMatchObject({ status: 'request-received', canWrite: true, other: { id: a.id }, unread: 1 });
    expect(await folder(b, 'requests')).toEqual([id]);
    expect(await folder(b, 'inbox')).toEqual([]);
    expect(await folder(a, 'inbox')).toEqual([id]);
    expect(await unread(b)).toBe(1);
    expect(await unread(a)).toBe(0);
  });

  it('the bell tells the recipient of the request, in their language, and leads to the messages; the starter hears nothing', async () => {
    expect(await notices(b)).toEqual([
      {
        kind: 'messageRequest',
        text: 'Nowa prośba o rozmowę. Przeczytaj ją i zdecyduj: przyjmij, odrzuć albo zablokuj nadawcę.',
        link: '/dashboard/wiadomosci/',
      },
    ]);
    expect((await notices(b, 'en'))[0]).toMatchObject({
      text: expect.stringMatching(/^A new message request/),
      link: '/en/dashboard/messages/',
    });
    expect(await notices(a)).toEqual([]);
  });

  it('the same clientId twice is one message, appended once', async () => {
    const clientId = randomUUID();
    const first = await send(a, id, 'Raz', clientId);
    expect(first.statusCode).toBe(201);
    const head = await t.infra.eventStore.headPosition();
    const again = await send(a, id, 'Raz', clientId);
    expect(again.statusCode).toBe(201);
    expect(again.json<MessageDto>().id).toBe(first.json<MessageDto>().id);
    expect(await t.infra.eventStore.headPosition()).toBe(head);
    expect((await messages(a, id)).filter((m) => m.text === 'Raz')).toHaveLength(1);
  });

  it('the starter may send 3 messages while the request waits, not a 4th', async () => {
    expect((await send(a, id)).statusCode).toBe(201);
    const fourth = await send(a, id, 'Czwarta', randomUUID());
    expect(fourth.statusCode).toBe(403);
    expect((await a.get(`/api/conversations/${id}`)).json<ConversationDto>().canWrite).toBe(false);
  });

  it('a second start of the pair reuses the conversation', async () => {
    const other = await person();
    const first = (await start(other, b.id)).json<{ conversationId: string }>().conversationId;
    expect((await b.post(`/api/conversations/${first}/accept`)).statusCode).toBe(200);
    const again = await start(other, b.id, 'Jeszcze raz');
    expect(again.json<{ conversationId: string }>().conversationId).toBe(first);
    expect((await messages(b, first)).map((m) => m.text)).toEqual(['Jeszcze raz', 'Dzień dobry']);
  });

  it('the starter cannot accept; the recipient accepts, then both write', async () => {
    expect((await a.post(`/api/conversations/${id}/accept`)).statusCode).toBe(409);
    const res = await b.post(`/api/conversations/${id}/accept`);
    expect(res.statusCode).toBe(200);
    expect(res.json<ConversationDto>().status).toBe('accepted');
    expect((await send(b, id, 'Tak, zapraszam')).statusCode).toBe(201);
    expect((await send(a, id, 'Dziękuję')).statusCode).toBe(201);
    expect(await folder(b, 'inbox')).toContain(id);
  });

  it('a declined request stops the starter', async () => {
    const c = await person();
    const cid = (await start(c, b.id)).json<{ conversationId: string }>().conversationId;
    expect((await b.post(`/api/conversations/${cid}/decline`)).json<ConversationDto>().status).toBe('declined');
    const res = await send(c, cid);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe('Ta osoba odrzuciła prośbę o rozmowę.');
  });

  it('starts about an approved ad, to its owner; an ad not public names nobody', async () => {
    const owner = await person();
    const admin = await t.admin();
    const adId = (await owner.post('/api/anonse', fakeAdFields(seededRandom(7)))).json<{ id: string }>().id;
    const hidden = await start(a, '', 'x').then(() => a.post('/api/conversations', { adId, text: 'Hej', clientId: randomUUID() }));
    expect(hidden.statusCode).toBe(404);
    expect((await admin.post(`/api/admin/ads/${adId}/approve`)).statusCode).toBe(200);
    const res = await a.post('/api/conversations', { adId, text: 'Pytanie o ogłoszenie', clientId: randomUUID() });
    expect(res.statusCode).toBe(201);
    const view = await conversation(owner, res.json<{ conversationId: string }>().conversationId);
    expect(view).toMatchObject({ status: 'request-received', ad: { id: adId } });
    expect(view.ad!.path).toContain(adId);
    expect((await owner.post('/api/conversations', { adId, text: 'Do siebie', clientId: randomUUID() })).statusCode).toBe(422);
  });

  it('answers 400 with localized field errors for bad input, 404 for what is not there, 401 without a session', async () => {
    const empty = await a.post(
      '/api/conversations',
      { recipientId: b.id, text: '   ', clientId: randomUUID() },
      { 'Accept-Language': 'en' },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.text).toEqual(['Write the text of your message.']);
    const long = await send(a, id, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json<{ errors: Record<string, string[]> }>().errors.text).toEqual([
      'Wiadomość jest za długa: może mieć najwyżej 2000 znaków.',
    ]);
    // 2000 code points of emoji are 4000 UTF-16 units, and fit.
    expect((await send(a, id, '😀'.repeat(2000))).statusCode).toBe(201);
    expect((await send(a, id, 'a\u0000b')).statusCode).toBe(400);
    expect((await a.post(`/api/conversations/${id}/messages`, { text: 'x', clientId: 'nope' })).statusCode).toBe(400);
    expect((await a.post('/api/conversations', { text: 'x', clientId: randomUUID() })).statusCode).toBe(400);
    expect((await start(a, randomUUID())).statusCode).toBe(404);
    expect((await start(a, a.id)).statusCode).toBe(422);
    expect((await a.get('/api/conversations?folder=spam')).statusCode).toBe(400);
    expect((await a.get('/api/conversations?cursor=!!')).statusCode).toBe(400);
    expect((await a.get(`/api/conversations/${randomUUID()}`)).statusCode).toBe(404);
    expect((await a.get('/api/conversations/__proto__')).statusCode).toBe(404);
    expect((await a.post(`/api/conversations/${id}/explode`)).statusCode).toBe(404);
    const stranger = await person();
    expect((await stranger.get(`/api/conversations/${id}`)).statusCode).toBe(404);
    expect((await send(stranger, id)).statusCode).toBe(404);
    expect((await t.client().get('/api/conversations')).statusCode).toBe(401);
  });
});

describe('messaging: blocks and recipient settings', () => {
  it('a block stops both directions and new conversations; unblocking lifts it', async () => {
    const a = await person();
    const b = await person();
    const id = await accepted(a, b);
    const blocked = await b.post(`/api/conversations/${id}/block`);
    expect(blocked.json<ConversationDto>()).toMatchObject({ status: 'blocked', blockedByMe: true, canWrite: false });
    expect(await conversation(a, id)).toMatchObject({ status: 'blocked', blockedByMe: false, canWrite: false });
    expect((await send(a, id)).statusCode).toBe(403);
    expect((await send(b, id)).statusCode).toBe(403);
    expect((await start(a, b.id)).statusCode).toBe(403);
    expect((await a.post(`/api/conversations/${id}/unblock`)).json<ConversationDto>().status).toBe('blocked');
    expect((await b.post(`/api/conversations/${id}/unblock`)).json<ConversationDto>().status).toBe('accepted');
    expect((await send(a, id)).statusCode).toBe(201);
  });

  it('incoming: verified, phone-verified and off refuse new conversations from those without it; everyone admits', async () => {
    const a = await person();
    const b = await person();
    const put = (incoming: string) => b.request('PUT', '/api/account/message-settings', { json: { incoming, shareReadReceipts: false } });
    expect((await put('verified')).statusCode).toBe(200);
    expect((await b.get('/api/account/message-settings')).json()).toEqual({
      incoming: 'verified',
      shareReadReceipts: false,
      emailWhenAway: true,
    });
    const refused = await start(a, b.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe('Ta osoba przyjmuje wiadomości tylko od zweryfikowanych kont.');
    await verify(a);
    expect((await start(a, b.id, 'Teraz jestem zweryfikowana')).statusCode).toBe(201);
    const c = await person();
    await verify(c);
    expect((await put('phone-verified')).statusCode).toBe(200);
    expect((await start(c, b.id)).statusCode).toBe(403);
    const d = await person();
    await verifyPhone(d, '+48512345670');
    expect((await start(d, b.id, 'Mam zweryfikowany telefon')).statusCode).toBe(201);
    expect((await put('off')).statusCode).toBe(200);
    expect((await start(c, b.id)).statusCode).toBe(403);
    expect((await put('nobody')).statusCode).toBe(400);
    expect((await put('everyone')).statusCode).toBe(200);
    expect((await start(c, b.id)).statusCode).toBe(201);
  });
});

describe('messaging: the caller’s own side', () => {
  it('archives, mutes and deletes for the caller only; a new message brings it back', async () => {
    const a = await person();
    const b = await person();
    const id = await accepted(a, b);
    expect((await b.post(`/api/conversations/${id}/archive`)).json<ConversationDto>().archived).toBe(true);
    expect(await folder(b, 'archived')).toEqual([id]);
    expect(await folder(b, 'inbox')).toEqual([]);
    expect((await b.post(`/api/conversations/${id}/mute`)).json<ConversationDto>().muted).toBe(true);
    expect((await send(a, id)).statusCode).toBe(201);
    await settle();
    expect(await folder(b, 'inbox')).toEqual([id]);
    // Muted: not in the badge.
    expect(await unread(b)).toBe(0);
    expect((await b.post(`/api/conversations/${id}/unmute`)).json<ConversationDto>().muted).toBe(false);
    // The request's first message, never read, and the new one.
    expect(await unread(b)).toBe(2);
    expect((await b.request('DELETE', `/api/conversations/${id}`)).statusCode).toBe(204);
    expect(await folder(b, 'inbox')).toEqual([]);
    expect((await b.get(`/api/conversations/${id}/messages`)).json<{ items: MessageDto[] }>().items).toEqual([]);
    expect((await messages(a, id)).length).toBe(2);
    expect((await send(a, id, 'Wróciłam')).statusCode).toBe(201);
    expect((await messages(b, id)).map((m) => m.text)).toEqual(['Wróciłam']);
  });

  it('read state stays private unless both share read receipts', async () => {
    const a = await person();
    const b = await person();
    const id = await accepted(a, b);
    const seq = (await send(b, id, 'Odpowiedź')).json<MessageDto>().seq;
    expect((await a.post(`/api/conversations/${id}/read`, { upTo: seq })).statusCode).toBe(204);
    expect(await unread(a)).toBe(0);
    const share = (c: TestClient) =>
      c.request('PUT', '/api/account/message-settings', { json: { incoming: 'everyone', shareReadReceipts: true } });
    await share(a);
    expect(await conversation(b, id)).toMatchObject({ readReceipts: false, otherReadUpTo: null });
    await share(b);
    expect(await conversation(b, id)).toMatchObject({ readReceipts: true, otherReadUpTo: seq });
    expect((await a.post(`/api/conversations/${id}/read`, { upTo: -1 })).statusCode).toBe(400);
  });
});

describe('messaging: content filter and new accounts', () => {
  it('a new account cannot send links or contact details; an established one can, with the flags on the message', async () => {
    const a = await person();
    const b = await person();
    const id = await accepted(a, b);
    for (const text of [
      'napisz na wa.me/48501234567',
      'mój numer pięć zero jeden dwa trzy cztery pięć sześć siedem',
      'ola@example.pl',
      'https://example.com',
    ])
      expect((await send(a, id, text)).statusCode).toBe(422);
    // A deposit request is not refused: it is flagged for the reader.
    expect((await send(a, id, 'Proszę o zaliczkę 100 zł')).json<MessageDto>().flags).toEqual({ contact: [], scam: ['deposit'] });
    // Established: older than 24 h, verified, 3 accepted conversations.
    for (let i = 0; i < 2; i++) await accepted(a, await person());
    await verify(a);
    t.clock.advance(25 * 3_600_000);
    const sent = await send(a, id, 'Pisz na t.me/ola albo 501 234 567, kod BLIK też może być');
    expect(sent.statusCode).toBe(201);
    expect(sent.json<MessageDto>().flags).toEqual({ contact: ['messenger', 'phone'], scam: ['gift-card'] });
  });

  it('limits a new account per conversation, with a localized 429 and Retry-After', async () => {
    const a = await person();
    const b = await person();
    const id = await accepted(a, b);
    minute();
    const limit = MESSAGING_LIMITS.messagesPerConversation.fresh.points;
    for (let i = 0; i < limit; i++) expect((await send(a, id, `m${i}`)).statusCode).toBe(201);
    const over = await a.post(
      `/api/conversations/${id}/messages`,
      { text: 'za dużo', clientId: randomUUID() },
      { 'Accept-Language': 'en' },
    );
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toBe('You are sending too many messages in this conversation. Wait a minute.');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    minute();
    expect((await send(a, id, 'po minucie')).statusCode).toBe(201);
  });
});

describe('messaging: catch-up', () => {
  it('returns every change for the account after a position, once, oldest first', async () => {
    const a = await person();
    const b = await person();
    const first = await (await a.get('/api/conversations/events?after=0')).json<MessagingEventsPage>();
    expect(first.items).toEqual([]);
    const id = await accepted(a, b);
    await send(b, id, 'Pierwsza');
    await send(b, id, 'Druga');
    await settle();
    const page = (await a.get(`/api/conversations/events?after=${first.position}`)).json<MessagingEventsPage>();
    const positions = page.items.map((i) => i.position);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    expect(new Set(positions).size).toBe(positions.length);
    expect(page.items.filter((i) => i.message).map((i) => i.message!.text)).toEqual(['Dzień dobry', 'Pierwsza', 'Druga']);
    expect(page.items.every((i) => i.conversationId === id)).toBe(true);
    expect(page.position).toBe(positions.at(-1));
    // From the answer's position: nothing again.
    expect((await a.get(`/api/conversations/events?after=${page.position}`)).json<MessagingEventsPage>().items).toEqual([]);
    const middle = positions[2]!;
    expect((await a.get(`/api/conversations/events?after=${middle}`)).json<MessagingEventsPage>().items.map((i) => i.position)).toEqual(
      positions.slice(3),
    );
    expect((await a.get('/api/conversations/events?after=abc')).statusCode).toBe(400);
  });
});

describe('messaging: reports and the console', () => {
  let a: TestUser;
  let b: TestUser;
  let id = '';
  let reported = '';
  let moderator: TestClient;
  let auditor: TestClient;

  beforeAll(async () => {
    a = await person();
    b = await person();
    moderator = await t.staff(ROLES.moderator);
    auditor = await t.staff(ROLES.auditor);
    id = await accepted(a, b);
    // 40 messages, alternating, within the new-account limits.
    for (let i = 2; i <= 40; i++) {
      if (i % 8 === 0) minute();
      const res = await send(i % 2 ? b : a, id, `wiadomość ${i}`);
      expect(res.statusCode).toBe(201);
      if (i === 30) reported = res.json<MessageDto>().id;
    }
  });

  it('an unreported conversation is not in the console', async () => {
    expect((await moderator.get('/api/admin/conversations')).json<unknown[]>().map((c) => (c as { id: string }).id)).not.toContain(id);
    expect((await moderator.get(`/api/admin/conversations/${id}`)).statusCode).toBe(404);
  });

  it('one cannot report one’s own message', async () => {
    expect((await a.post(`/api/conversations/${id}/report`, { reason: 'scam', messageId: reported })).statusCode).toBe(404);
    expect((await b.post(`/api/conversations/${id}/report`, { reason: 'nonsense' })).statusCode).toBe(400);
  });

  it('staff see only the window around the report, and every opening is in the data access log', async () => {
    const res = await b.post(`/api/conversations/${id}/report`, { reason: 'harassment', messageId: reported, note: 'Nachalne wiadomości' });
    expect(res.statusCode).toBe(201);
    const before = (await t.infra.eventStore.readStream(dataAccessStreamId(a.id))).length;
    const opened = await auditor.get(`/api/admin/conversations/${id}`);
    expect(opened.statusCode).toBe(200);
    const body = opened.json<{ messages: { seq: number; senderId: string }[]; reports: { reason: string; note: string }[] }>();
    expect(body.messages.map((m) => m.seq)).toEqual(
      Array.from({ length: REPORT_WINDOW_BEFORE + 1 + REPORT_WINDOW_AFTER }, (_, i) => 30 - REPORT_WINDOW_BEFORE + i),
    );
    expect(body.reports).toEqual([expect.objectContaining({ reason: 'harassment', note: 'Nachalne wiadomości' })]);
    const views = await t.infra.eventStore.readStream(dataAccessStreamId(a.id));
    expect(views).toHaveLength(before + 1);
    expect(views.at(-1)!.data).toMatchObject({ what: 'conversation', detail: id, viewerRole: ROLES.auditor });
    expect((await t.infra.eventStore.readStream(dataAccessStreamId(b.id))).at(-1)!.data).toMatchObject({
      what: 'conversation',
      detail: id,
    });
  });

  it('underage and coercion reports jump the queue', async () => {
    const c = await person();
    const d = await person();
    const other = await accepted(c, d);
    minute();
    expect((await d.post(`/api/conversations/${other}/report`, { reason: 'underage' })).statusCode).toBe(201);
    const list = (await moderator.get('/api/admin/conversations?sort=["reportedAt","ASC"]')).json<{ id: string }[]>();
    expect(list[0]!.id).toBe(other);
    expect(list.map((c) => c.id)).toContain(id);
  });

  it('warn reaches the warned person in their bell, and nobody else', async () => {
    const warnedBefore = (await notices(a)).filter((n) => n.kind === 'conversationWarning').length;
    expect(
      (await moderator.post(`/api/admin/conversations/${id}/actions`, { action: 'warn', note: 'Ostatnie ostrzeżenie' })).statusCode,
    ).toBe(201);
    const forA = (await notices(a)).filter((n) => n.kind === 'conversationWarning');
    expect(forA).toHaveLength(warnedBefore + 1);
    expect(forA[0]).toMatchObject({ text: expect.stringMatching(/^Moderator udzielił Ci ostrzeżenia/), link: '/dashboard/wiadomosci/' });
    // The staff's note is theirs: it is not in the notice.
    expect(forA[0]!.text).not.toContain('Ostatnie ostrzeżenie');
    expect((await notices(b)).some((n) => n.kind === 'conversationWarning')).toBe(false);
  });

  it('hide-message hides it from both people; block-sender stops them writing; an auditor may not act', async () => {
    expect((await auditor.post(`/api/admin/conversations/${id}/actions`, { action: 'warn' })).statusCode).toBe(403);
    expect((await moderator.post(`/api/admin/conversations/${id}/actions`, { action: 'hide-message' })).statusCode).toBe(400);
    const hidden = await moderator.post(`/api/admin/conversations/${id}/actions`, { action: 'hide-message', messageId: reported });
    expect(hidden.statusCode).toBe(201);
    const forB = (await messages(b, id)).find((m) => m.id === reported)!;
    expect(forB).toMatchObject({ hidden: true, text: null });
    minute();
    expect((await moderator.post(`/api/admin/conversations/${id}/actions`, { action: 'block-sender' })).statusCode).toBe(201);
    const refused = await send(a, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe('Moderator odebrał Ci możliwość wysyłania wiadomości.');
    expect((await send(b, id)).statusCode).toBe(201);
  });

  it('ban blocks the reported account itself', async () => {
    expect((await moderator.post(`/api/admin/conversations/${id}/actions`, { action: 'ban', note: 'Nękanie' })).statusCode).toBe(201);
    expect((await a.get('/api/conversations')).statusCode).toBe(401);
  });
});

describe('messaging: privacy', () => {
  it('a deleted account’s messages read as deleted on the other side; its words are shredded in the log', async () => {
    const a = await person();
    const b = await person();
    const id = await accepted(a, b);
    await send(b, id, 'Moja odpowiedź');
    // The person's export holds their own words, not the other side's.
    const exported = (await a.get('/api/user/export')).json<{ messages: { conversationId: string; text: string }[] }>();
    expect(exported.messages).toEqual([expect.objectContaining({ conversationId: id, text: 'Dzień dobry' })]);
    expect((await a.post('/api/user/delete', { password: a.password })).statusCode).toBe(204);
    await settle();
    expect(await t.app.get(MessagingErasureWorker).runDue()).toBeGreaterThanOrEqual(1);
    await settle();
    const seen = await messages(b, id);
    expect(seen.find((m) => !m.mine)).toMatchObject({ deleted: true, text: null });
    expect(seen.find((m) => m.mine)).toMatchObject({ deleted: false, text: 'Moja odpowiedź' });
    expect((await conversation(b, id)).canWrite).toBe(false);
    const sent = (await t.infra.eventStore.readStream(conversationStreamId(id))).filter((e) => e.type === 'MessageSent');
    expect(sent.find((e) => (e.data as { senderId: string }).senderId === a.id)!.metadata[ERASED]).toBe(true);
    expect(sent.find((e) => (e.data as { senderId: string }).senderId === b.id)!.data).toMatchObject({ text: 'Moja odpowiedź' });
    // The remaining person still manages their side.
    expect((await b.post(`/api/conversations/${id}/archive`)).statusCode).toBe(200);
  });

  it('conversations idle past the retention are erased on both sides, and the pair can start afresh', async () => {
    const a = await person();
    const b = await person();
    const id = await accepted(a, b);
    await t.passTime(181 * 86_400_000, a, b);
    await t.app.get(MessagingErasureWorker).runDue();
    await settle();
    expect((await messages(b, id)).every((m) => m.deleted && m.text === null)).toBe(true);
    const again = await start(a, b.id, 'Po latach');
    expect(again.statusCode).toBe(201);
    expect(again.json<{ conversationId: string }>().conversationId).not.toBe(id);
  });
});
