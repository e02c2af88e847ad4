import { randomUUID } from 'node:crypto';
import { createProjectors } from '../read-models';
import { parkedEventsOf } from '../runner/parked-events';
import { ProjectionRunner } from '../runner/projection-runner';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import { dueVerificationPurges, getAdminVerification, listAdminVerifications } from './verification.queries';

describe(`verification read model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
  const append = async (streamId: string, type: string, data: Record<string, unknown>, actor: string | null = null) => {
    const id = randomUUID();
    const result = await kit.store.appendToStream(streamId, [
      { id, type, data, metadata: { occurredAt: at(0), actor: { id: actor, role: actor ? 2 : null } } },
    ]);
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
  const upload = (accountId: string, attemptId: string, photoIndex: number) =>
    append(`verification-${accountId}`, 'VerificationPhotoUploaded', {
      accountId,
      attemptId,
      photoIndex,
      fileKey: `private/verification/${attemptId}-${photoIndex}`,
      contentType: 'image/jpeg',
      width: 800,
      height: 600,
      bytes: 1234,
      uploadedAt: at(1),
    });
  const pending = async (accountId: string, attemptId: string) => {
    await upload(accountId, attemptId, 0);
    await upload(accountId, attemptId, 1);
    await append(`verification-${accountId}`, 'VerificationSubmitted', { accountId, attemptId, photoCount: 2, submittedAt: at(2) });
  };
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const now = new Date(Date.UTC(2026, 0, 1, 12, 2));

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await runner.start();
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('queues a sent attempt with its age and login, records views and the decision', async () => {
    await register('u1');
    await register('mod');
    await pending('u1', 'att1');
    await append(
      'verification-u1',
      'VerificationPhotoViewed',
      { accountId: 'u1', attemptId: 'att1', photoIndex: 0, viewedBy: 'mod', viewedAt: at(3) },
      'mod',
    );
    await settle();
    const queued = await getAdminVerification(kit.db.client, 'att1', now);
    expect(queued).toMatchObject({
      accountId: 'u1',
      login: 'login-u1',
      status: 'pending',
      photoCount: 2,
      ageSeconds: 2 * 3600,
      photosDeleted: false,
    });
    expect(queued!.views).toEqual([{ photoIndex: 0, viewedBy: 'mod', viewedByLogin: 'login-mod', viewedAt: at(3) }]);

    await append(
      'verification-u1',
      'VerificationRejected',
      {
        accountId: 'u1',
        attemptId: 'att1',
        reasonCode: 'verification:reason_cardMissing',
        reason: '',
        rejectedAt: at(4),
        retryAfter: at(5),
      },
      'mod',
    );
    await settle();
    expect(await getAdminVerification(kit.db.client, 'att1', now)).toMatchObject({
      status: 'rejected',
      decidedBy: 'mod',
      reasonCode: 'verification:reason_cardMissing',
      reason: null,
      retryAfter: at(5),
      ageSeconds: null,
    });
    expect((await dueVerificationPurges(kit.db.client)).map((p) => p.attemptId)).toContain('att1');
    await append('verification-u1', 'VerificationPhotosDeleted', { accountId: 'u1', attemptId: 'att1', deletedAt: at(5) });
    await settle();
    expect((await dueVerificationPurges(kit.db.client)).map((p) => p.attemptId)).not.toContain('att1');
  });

  it('marks the verified attempt, and a revocation takes it back', async () => {
    await register('u2');
    await pending('u2', 'att2');
    await append('verification-u2', 'AccountVerified', { accountId: 'u2', attemptId: 'att2', verifiedAt: at(6) }, 'mod');
    await settle();
    expect(await getAdminVerification(kit.db.client, 'att2', now)).toMatchObject({ status: 'approved', verifiedNow: true });
    await append('verification-u2', 'AccountVerificationRevoked', { accountId: 'u2', reason: 'Nieaktualne', revokedAt: at(7) }, 'mod');
    await settle();
    expect(await getAdminVerification(kit.db.client, 'att2', now)).toMatchObject({
      verifiedNow: false,
      revokedAt: at(7),
      revokeReason: 'Nieaktualne',
    });
    const { rows } = await listAdminVerifications(kit.db.client, { filter: { status: 'approved' }, range: [0, 9], now });
    expect(rows.map((r) => r.id)).toEqual(['att2']);
  });

  it('parks an event that breaks its contract and goes on with the rest', async () => {
    await register('u3');
    const bad = await append('verification-u3', 'VerificationSubmitted', {
      accountId: 'u3',
      attemptId: 'att3',
      photoCount: 3,
      submittedAt: 'yesterday',
    });
    await register('u4');
    await pending('u4', 'att4');
    await settle();
    expect(await getAdminVerification(kit.db.client, 'att4', now)).toMatchObject({ status: 'pending' });
    expect((await parkedEventsOf(kit.db.client, 'verification')).map((p) => p.eventId)).toContain(bad.id);
  });

  it('a deleted account leaves the lists and its photos are queued for the purge', async () => {
    await register('u5');
    await pending('u5', 'att5');
    await append('account-u5', 'AccountDeleted', { accountId: 'u5', adIds: [], deletedAt: at(8) });
    await settle();
    expect(await getAdminVerification(kit.db.client, 'att5', now)).toBeNull();
    expect((await dueVerificationPurges(kit.db.client)).find((p) => p.attemptId === 'att5')).toEqual({
      attemptId: 'att5',
      accountId: 'u5',
      fileKeys: ['private/verification/att5-0', 'private/verification/att5-1'],
      accountDeleted: true,
    });
  });

  it('a rebuild gives the same rows', async () => {
    const snapshot = async () => (await kit.db.client.query('SELECT * FROM verification_attempts ORDER BY id')).rows;
    const views = async () => (await kit.db.client.query('SELECT * FROM verification_views ORDER BY id')).rows;
    const before = [await snapshot(), await views()];
    await runner.rebuild('verification');
    await settle();
    expect([await snapshot(), await views()]).toEqual(before);
  });
});
