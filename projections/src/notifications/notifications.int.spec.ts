import { randomUUID } from 'node:crypto';
import { ERASED } from '@anonse/eventstore';
import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { fakeAdFields, seededRandom } from '../testing/fake-ads';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import { countUnreadNotifications, listNotifications, newestNotificationPosition, notificationsAfter } from './notifications.queries';
import { noticeIdOf } from './fold-notification-events';

describe(`notifications read model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const rng = seededRandom(5);
  const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString();
  const append = async (streamId: string, type: string, data: Record<string, unknown>, metadata: Record<string, unknown> = {}) => {
    const id = randomUUID();
    const result = await kit.store.appendToStream(streamId, [{ id, type, data, metadata: { occurredAt: at(0), ...metadata } }]);
    return { id, position: result.position };
  };
  const register = (accountId: string) =>
    append(`account-${accountId}`, 'AccountRegistered', {
      accountId,
      login: `login-${accountId}`,
      email: `${accountId}@example.com`,
      passwordHash: 'x',
      role: 0,
      registeredAt: at(0),
    });
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const rowsOf = async (accountId: string) => listNotifications(kit.db.client, accountId, 50);

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await runner.start();
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('makes one notice per event for a person with an account, the owner of old approvals found through the ads table', async () => {
    await register('u1');
    await append('ad-a1', 'AdCreated', {
      adId: 'a1',
      ownerId: 'u1',
      fields: { ...fakeAdFields(rng), title: 'Tytuł A1' },
      createdAt: at(1),
    });
    // Written before events carried ownerId.
    const approved = await append('ad-a1', 'AdApproved', { adId: 'a1', approvedBy: 'mod', approvedAt: at(2) });
    const rejected = await append('ad-a2', 'AdRejected', {
      adId: 'a2',
      ownerId: 'u1',
      rejectedBy: 'mod',
      reason: 'Powód',
      rejectedAt: at(3),
    });
    const failed = await append('photo-p1', 'PhotoProcessingFailed', {
      photoId: 'p1',
      ownerId: 'u1',
      reason: 'corruptImage',
      failedAt: at(4),
    });
    // Nobody with that id has an account (an erased person, on a rebuild): no notice.
    await append('ad-g1', 'AdExpired', { adId: 'g1', ownerId: 'ghost', expiredAt: at(5) });
    await settle();

    const rows = await rowsOf('u1');
    expect(rows.map((r) => [r.id, r.kind])).toEqual([
      [noticeIdOf(failed.id), 'photoProcessingFailed'],
      [noticeIdOf(rejected.id), 'adRejected'],
      [noticeIdOf(approved.id), 'adApproved'],
    ]);
    expect(rows[2]).toMatchObject({ adId: 'a1', adTitle: 'Tytuł A1', position: approved.position, readAt: null, createdAt: at(2) });
    expect(rows[1]).toMatchObject({ adTitle: null, params: { reason: 'Powód' } });
    expect(rows[0]).toMatchObject({ adId: null, params: { failure: 'corruptImage' } });
    expect(await rowsOf('ghost')).toEqual([]);
    expect(await countUnreadNotifications(kit.db.client, 'u1')).toBe(3);
    expect((await notificationsAfter(kit.db.client, approved.position, 10)).map((r) => r.id)).toEqual([
      noticeIdOf(rejected.id),
      noticeIdOf(failed.id),
    ]);
    expect(await newestNotificationPosition(kit.db.client)).toBe(failed.position);
  });

  it('applies read marks to the recipient’s own notices only, and a rebuild gives the same rows', async () => {
    await register('u2');
    const theirs = await append('ad-b1', 'AdExpiringSoon', { adId: 'b1', ownerId: 'u2', expiresAt: at(50), remindedAt: at(6) });
    const [oldest] = (await rowsOf('u1')).slice(-1);
    // u2 naming u1's notice changes nothing.
    await append('notifications-u2', 'NotificationRead', { accountId: 'u2', notificationId: oldest!.id, readAt: at(7) });
    await append('notifications-u1', 'NotificationRead', { accountId: 'u1', notificationId: oldest!.id, readAt: at(8) });
    await settle();
    expect((await rowsOf('u1')).map((r) => r.readAt)).toEqual([null, null, at(8)]);
    expect((await rowsOf('u1'))[2]!.updatedAt).toBe(at(8));
    const newestOfU1 = (await rowsOf('u1'))[0]!.position;
    await append('notifications-u1', 'AllNotificationsRead', { accountId: 'u1', upToPosition: newestOfU1 - 1, readAt: at(9) });
    await settle();
    expect((await rowsOf('u1')).map((r) => r.readAt)).toEqual([null, at(9), at(8)]);
    expect((await rowsOf('u2')).map((r) => [r.id, r.readAt, r.params])).toEqual([[noticeIdOf(theirs.id), null, { expiresAt: at(50) }]]);

    const dump = async () => (await kit.db.client.query('SELECT * FROM notifications ORDER BY id')).rows;
    const incremental = await dump();
    await runner.rebuild('notifications');
    await settle();
    expect(await dump()).toEqual(incremental);
  });

  it('drops a person’s notices when the account is deleted or their events read as erased, also on a rebuild', async () => {
    await register('u3');
    await append('ad-c1', 'AdApproved', { adId: 'c1', ownerId: 'u3', approvedBy: 'mod', approvedAt: at(10) });
    await settle();
    expect(await rowsOf('u3')).toHaveLength(1);
    await append('account-u1', 'AccountDeleted', { accountId: 'u1', adIds: ['a1'], deletedAt: at(11) });
    // How a sealed event of an erased person reads: the reason is gone and the event is marked.
    await append(
      'ad-b2',
      'AdChangesRejected',
      { adId: 'b2', ownerId: 'u2', rejectedBy: 'mod', reason: null, rejectedAt: at(12) },
      { [ERASED]: true },
    );
    await settle();
    expect(await rowsOf('u1')).toEqual([]);
    expect(await rowsOf('u2')).toEqual([]);
    expect(await rowsOf('u3')).toHaveLength(1);
    await runner.rebuild('notifications');
    await settle();
    expect(await rowsOf('u1')).toEqual([]);
    expect(await rowsOf('u2')).toEqual([]);
    expect(await rowsOf('u3')).toHaveLength(1);
  });
});
