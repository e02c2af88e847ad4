import { randomUUID } from 'node:crypto';
import { ERASED } from '@anonse/eventstore';
import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import { getSupportMessage, listSupportMessages, supportInboxCounts } from './support.queries';

describe(`support read model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const logger = recordingLogger();
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 10, minute)).toISOString();
  const append = (messageId: string, type: string, data: Record<string, unknown>, metadata: Record<string, unknown> = {}) =>
    kit.store.appendToStream(`support-${messageId}`, [
      { id: randomUUID(), type, data: { messageId, ...data }, metadata: { occurredAt: at(0), ...metadata } },
    ]);
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const receive = (messageId: string, minute: number, over: Record<string, unknown> = {}, metadata: Record<string, unknown> = {}) =>
    append(
      messageId,
      'SupportMessageReceived',
      {
        accountId: null,
        name: `Nadawca ${messageId}`,
        email: `${messageId}@example.com`,
        subject: 'general',
        message: `Pytanie numer ${messageId}`,
        locale: 'pl',
        forwardTo: 'support@anonse.example',
        receivedAt: at(minute),
        ...over,
      },
      metadata,
    );
  const dump = async () => ({
    messages: (await kit.db.client.query('SELECT * FROM support_messages ORDER BY id')).rows,
    replies: (await kit.db.client.query('SELECT * FROM support_replies ORDER BY id')).rows,
  });
  const outbox = async () =>
    (
      await kit.db.client.query<{ recipient: string; template: string; locale: string; account_id: string }>(
        'SELECT recipient, template, locale, account_id FROM mail_outbox ORDER BY id',
      )
    ).rows;

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger });
    await runner.start();
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('keeps the inbox (open first), the thread and the revision; queues the forward, the acknowledgement and the reply; a rebuild gives the same rows', async () => {
    await receive('m1', 1, { subject: 'payment', locale: 'en' });
    await receive('m2', 2, { forwardTo: null });
    await receive('m3', 3);
    await append('m1', 'SupportReplySent', { replyId: 'r1', staffId: 'staff', text: 'Sprawdzamy płatność.', sentAt: at(4) });
    await append('m3', 'SupportMessageHandled', { staffId: 'staff', handledAt: at(5) });
    await settle();

    const { rows, total } = await listSupportMessages(kit.db.client, { range: [0, 9] });
    expect(total).toBe(3);
    // Open first (newest first), the handled one last.
    expect(rows.map((m) => [m.id, m.status])).toEqual([
      ['m2', 'open'],
      ['m1', 'open'],
      ['m3', 'handled'],
    ]);
    expect((await listSupportMessages(kit.db.client, { range: [0, 9], filter: { subject: 'payment' } })).rows.map((m) => m.id)).toEqual([
      'm1',
    ]);
    expect((await listSupportMessages(kit.db.client, { range: [0, 9], filter: { status: 'handled' } })).rows.map((m) => m.id)).toEqual([
      'm3',
    ]);
    expect((await listSupportMessages(kit.db.client, { range: [0, 9], filter: { q: 'NUMER M2' } })).rows.map((m) => m.id)).toEqual(['m2']);
    // A `%` typed into the search is a character, not a wildcard.
    expect((await listSupportMessages(kit.db.client, { range: [0, 9], filter: { q: '%' } })).total).toBe(0);
    expect(await getSupportMessage(kit.db.client, 'm1')).toMatchObject({
      email: 'm1@example.com',
      locale: 'en',
      unanswered: false,
      replyCount: 1,
      revision: 1,
      replies: [{ id: 'r1', staffId: 'staff', staffLogin: null, text: 'Sprawdzamy płatność.', sentAt: at(4) }],
    });
    expect(await supportInboxCounts(kit.db.client)).toEqual({ open: 2, unanswered: 1 });
    expect(await outbox()).toEqual([
      { recipient: 'support@anonse.example', template: 'supportForward', locale: 'pl', account_id: 'support:m1' },
      { recipient: 'm1@example.com', template: 'supportAcknowledged', locale: 'en', account_id: 'support:m1' },
      { recipient: 'm2@example.com', template: 'supportAcknowledged', locale: 'pl', account_id: 'support:m2' },
      { recipient: 'support@anonse.example', template: 'supportForward', locale: 'pl', account_id: 'support:m3' },
      { recipient: 'm3@example.com', template: 'supportAcknowledged', locale: 'pl', account_id: 'support:m3' },
      { recipient: 'm1@example.com', template: 'supportReply', locale: 'en', account_id: 'support:m1' },
    ]);

    const incremental = await dump();
    await runner.rebuild('support');
    await settle();
    expect(await dump()).toEqual(incremental);
  });

  it('a deleted message leaves no row, no thread and nothing to send; its erased events replay to the same emptiness', async () => {
    await append('m1', 'SupportMessageDeleted', { staffId: 'staff', deletedAt: at(6) });
    await settle();
    expect(await getSupportMessage(kit.db.client, 'm1')).toBeNull();
    expect((await outbox()).filter((m) => m.account_id === 'support:m1')).toEqual([]);
    const live = await dump();
    expect(live.replies).toEqual([]);

    // Once its key is gone the sealed fields read as null: a message received and erased leaves nothing either.
    await receive('m4', 7, { name: null, email: null, message: null }, { [ERASED]: true });
    await append('m4', 'SupportReplySent', { replyId: 'r4', staffId: 'staff', text: null, sentAt: at(8) }, { [ERASED]: true });
    await settle();
    expect(await dump()).toEqual(live);
    // Nothing was parked: an erased message stops no projector.
    expect(logger.errors).toEqual([]);
    await runner.rebuild('support');
    await settle();
    expect(await dump()).toEqual(live);
  });
});
