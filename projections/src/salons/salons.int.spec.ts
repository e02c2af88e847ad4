import { randomUUID } from 'node:crypto';
import { createProjectors } from '../read-models';
import { ProjectionRunner } from '../runner/projection-runner';
import { openReadSide, recordingLogger } from '../testing/read-side-test-kit';
import { getSalonBySlug, listPublicSalons, listSalonsForAdmin } from './salons.queries';

describe(`salons read model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let kit: Awaited<ReturnType<typeof openReadSide>>;
  let runner: ProjectionRunner;
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
  const append = (streamId: string, type: string, data: Record<string, unknown>) =>
    kit.store.appendToStream(streamId, [{ id: randomUUID(), type, data, metadata: { occurredAt: at(0) } }]);
  const settle = async () => expect(await runner.waitForPosition(await kit.store.headPosition(), { timeoutMs: 10_000 })).toBe(true);
  const hours = [...Array.from({ length: 6 }, () => ({ closed: false, open: '10:00', close: '22:00' })), { closed: true }];
  const fields = (name: string, city = 'krakow') => ({
    name,
    city,
    street: 'ul. Długa 5',
    showAddress: true,
    phone: '500 100 200',
    description: 'Spokojny salon masażu klasycznego w centrum.',
    hours,
    photos: [],
    masseuseAdIds: [],
  });
  const create = (id: string, name: string, slug: string, minute: number, ownerId = 'u1') =>
    append(`salon-${id}`, 'SalonCreated', { salonId: id, ownerId, slug, fields: fields(name), createdAt: at(minute) });
  const approve = (id: string, minute: number, ownerId = 'u1') =>
    append(`salon-${id}`, 'SalonApproved', { salonId: id, ownerId, approvedBy: 'mod', approvedAt: at(minute) });
  const dump = async () => (await kit.db.client.query('SELECT * FROM salons ORDER BY id')).rows;

  beforeAll(async () => {
    kit = await openReadSide();
    runner = new ProjectionRunner({ sql: kit.db.client, eventStore: kit.store, projectors: createProjectors(), logger: recordingLogger() });
    await runner.start();
    for (const accountId of ['u1', 'u2'])
      await append(`account-${accountId}`, 'AccountRegistered', {
        accountId,
        login: `login-${accountId}`,
        email: `${accountId}@example.com`,
        passwordHash: 'x',
        role: 0,
        registeredAt: at(0),
      });
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await kit.close();
  }, 60_000);

  it('projects the life of salons, gives a second salon of the same slug its own, and a rebuild gives the same rows', async () => {
    const [a, b, c] = [
      'aaaaaaaa-0000-4000-8000-000000000001',
      'bbbbbbbb-0000-4000-8000-000000000002',
      'cccccccc-0000-4000-8000-000000000003',
    ];
    await create(a, 'Lotos', 'lotos-krakow', 1);
    // Two owners naming their salons alike at once: the later one in the log gets a suffix, never a stopped projector.
    await create(b, 'Lotos', 'lotos-krakow', 2, 'u2');
    await create(c, 'Róża', 'roza-krakow', 3);
    await approve(a, 4);
    await approve(b, 5, 'u2');
    // A revision of an approved salon waits; the public version stays.
    await append(`salon-${a}`, 'SalonEdited', { salonId: a, ownerId: 'u1', fields: fields('Lotos Nowy'), editedAt: at(6) });
    await append(`salon-${c}`, 'SalonRejected', {
      salonId: c,
      ownerId: 'u1',
      rejectedBy: 'mod',
      reason: 'Dodaj zdjęcia',
      rejectedAt: at(7),
    });
    await settle();

    expect((await getSalonBySlug(kit.db.client, 'lotos-krakow'))?.id).toBe(a);
    expect((await getSalonBySlug(kit.db.client, 'lotos-krakow-bbbbbbbb'))?.id).toBe(b);
    const publicList = await listPublicSalons(kit.db.client, { city: 'krakow', page: 1, perPage: 10 });
    expect(publicList.rows.map((r) => [r.id, r.name])).toEqual([
      [b, 'Lotos'],
      [a, 'Lotos'],
    ]);
    expect((await listPublicSalons(kit.db.client, { text: 'roza', page: 1, perPage: 10 })).total).toBe(0);
    const queue = await listSalonsForAdmin(kit.db.client, { range: [0, 9] });
    expect(queue.rows.map((r) => [r.id, r.status, r.pendingFields !== null])).toEqual([
      [a, 'approved', true],
      [c, 'rejected', false],
      [b, 'approved', false],
    ]);
    expect(queue.rows[1]!.rejectionReason).toBe('Dodaj zdjęcia');

    await approve(a, 8);
    await settle();
    expect(await getSalonBySlug(kit.db.client, 'lotos-krakow')).toMatchObject({
      name: 'Lotos Nowy',
      pendingFields: null,
      approvedAt: at(4),
    });

    const incremental = await dump();
    await runner.rebuild('salons');
    await settle();
    expect(await dump()).toEqual(incremental);
  });

  it('parks an event it cannot read and goes on with the next ones; an account deletion drops its salons', async () => {
    const bad = 'dddddddd-0000-4000-8000-000000000004';
    const good = 'eeeeeeee-0000-4000-8000-000000000005';
    await append(`salon-${bad}`, 'SalonCreated', { salonId: bad, ownerId: 'u2', slug: 'zly', fields: { name: 'x' }, createdAt: at(10) });
    await create(good, 'Jaśmin', 'jasmin-krakow', 11, 'u2');
    await settle();
    expect((await runner.parkedEvents('salons')).map((p) => p.streamId)).toEqual([`salon-${bad}`]);
    expect((await getSalonBySlug(kit.db.client, 'jasmin-krakow'))?.id).toBe(good);

    await append('account-u2', 'AccountDeleted', { accountId: 'u2', adIds: [], deletedAt: at(12) });
    await settle();
    expect((await kit.db.client.query("SELECT id FROM salons WHERE owner_id = 'u2'")).rows).toEqual([]);
    expect((await kit.db.client.query("SELECT id FROM salons WHERE owner_id = 'u1'")).rows).toHaveLength(2);
  });
});
