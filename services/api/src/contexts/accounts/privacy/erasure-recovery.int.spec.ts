import { randomUUID } from 'node:crypto';
import { accountStreamId, adStreamId, loginReservationSubject, personalDataSubject } from '@anonse/contracts';
import { canErasePersonalData } from '@anonse/eventstore';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import { CommandBus } from '@nestjs/cqrs';
import { useTestApp, type TestClient } from '#api/testing/test-app';
import { DeleteAccountCommand } from '../commands/delete-account.command';
import { AccountErasureWorker } from '../workers/account-erasure.worker';
import { loginKeyOf } from '../login-key';

/**
 * Account deletion when things go wrong: a crash in the middle of an erasure, an erasure that cannot complete, and a
 * read side that lags behind the log. People are registered straight through the API (no confirmed address needed).
 */
const t = useTestApp();
const password = 'Kawa-z-mlekiem-o-7';
let n = 0;

async function register(login: string, headers: Record<string, string> = {}): Promise<{ client: TestClient; id: string; email: string }> {
  const client = t.client();
  const email = `${login.toLowerCase()}@example.com`;
  const res = await client.post('/api/register', { login, email, password, password_confirmation: password, terms: true }, headers);
  expect(res.statusCode).toBe(201);
  return { client, id: res.json().id, email };
}

const projected = async () =>
  expect(await t.infra.runner!.waitForPosition(await t.infra.eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);

/** The deletion recorded (AccountDeleted, the erasure enqueued), as if the process died before the erasure ran. */
async function deletedWithoutErasure(id: string): Promise<void> {
  const ctx = {
    commandId: `crash-${id}`,
    correlationId: 'c',
    causationId: 'c',
    actor: { id, role: 0 as const },
    now: t.clock.now().toISOString(),
  };
  await t.app.get(CommandBus).execute(new DeleteAccountCommand(id, ctx));
  await projected();
}

const rowsOf = async (sql: string, params: unknown[]) => (await t.db.client.query(sql, params)).rows;
const hasKey = async (subject: string) => (await rowsOf('SELECT 1 FROM personal_data_keys WHERE subject_id = $1', [subject])).length === 1;
const erasureOpen = async (id: string) =>
  (await rowsOf('SELECT 1 FROM account_erasures WHERE id = $1 AND completed_at IS NULL', [id])).length === 1;

describe('an interrupted account erasure', () => {
  it('finishes after a crash right after the person’s key was erased, and forgets the answers kept for their requests', async () => {
    const login = `Klucz_Skasowany_${++n}`;
    const person = await register(login, { 'idempotency-key': `reg-${login}` });
    // An answer kept for a replay that names the person's new address (actor: the account).
    const changed = await person.client.post(
      '/api/user/email',
      { email: 'nowy.adres.skasowany@example.com', current_password: password },
      { 'idempotency-key': `email-${login}` },
    );
    expect(changed.statusCode).toBe(202);
    const kept = await rowsOf(
      "SELECT actor FROM api_idempotency WHERE actor = $1 OR (actor = 'anonymous' AND response LIKE '%' || $1 || '%')",
      [person.id],
    );
    expect(kept).toHaveLength(2);
    expect(await rowsOf('SELECT 1 FROM api_sessions WHERE account_id = $1', [person.id])).toHaveLength(1);

    await deletedWithoutErasure(person.id);
    // The erasure got as far as the keys (login reservation, then the person), then the process died.
    const store = t.infra.eventStore;
    if (!canErasePersonalData(store)) throw new Error('the test app seals personal data');
    await store.erasePersonalData(loginReservationSubject(loginKeyOf(t.infra.keyedHash, login)));
    await store.erasePersonalData(personalDataSubject(person.id));
    expect(await erasureOpen(person.id)).toBe(true);

    await t.app.get(AccountErasureWorker).runOnce();

    expect(await erasureOpen(person.id)).toBe(false);
    expect(await rowsOf('SELECT 1 FROM api_sessions WHERE account_id = $1', [person.id])).toEqual([]);
    expect(
      await rowsOf("SELECT actor FROM api_idempotency WHERE actor = $1 OR response LIKE '%' || $1 || '%' OR response ILIKE '%skasowany%'", [
        person.id,
      ]),
    ).toEqual([]);
    // A repeat finds nothing left to do and fails on nothing.
    await t.app.get(AccountErasureWorker).runOnce();
    expect(await erasureOpen(person.id)).toBe(false);
  });

  it('completes the later erasures when an earlier one fails, and retries the failed one on every pass', async () => {
    // A due item that can never complete (its account was not deleted: erasing it is refused), older than the rest.
    const alive = await register(`Nadal_Zywa_${++n}`);
    await t.db.client.query('INSERT INTO account_erasures (id, deleted_at) VALUES ($1, $2)', [alive.id, new Date('2000-01-01T00:00:00Z')]);
    const first = await register(`Pierwsza_Usuwana_${++n}`);
    const second = await register(`Druga_Usuwana_${++n}`);
    await deletedWithoutErasure(first.id);
    await deletedWithoutErasure(second.id);
    // `first` also crashed after its key was erased; `second` had not started.
    const store = t.infra.eventStore;
    if (!canErasePersonalData(store)) throw new Error('the test app seals personal data');
    await store.erasePersonalData(personalDataSubject(first.id));

    await t.app.get(AccountErasureWorker).runOnce();

    expect(await erasureOpen(first.id)).toBe(false);
    expect(await erasureOpen(second.id)).toBe(false);
    expect(await hasKey(personalDataSubject(second.id))).toBe(false);
    // The one that fails stays open (and its person untouched): logged, and tried again on the next pass.
    expect(await erasureOpen(alive.id)).toBe(true);
    expect(await hasKey(personalDataSubject(alive.id))).toBe(true);
    expect((await alive.client.get('/api/user')).statusCode).toBe(200);
    await t.db.client.query('DELETE FROM account_erasures WHERE id = $1', [alive.id]);
  });
});

describe('a deleted person’s ads in public search', () => {
  it('are all removed, even one the deletion did not name (the `ads` read model had not seen it yet)', async () => {
    const owner = await register(`Wlasciciel_Wyscig_${++n}`);
    const adId = randomUUID();
    const now = t.clock.now().toISOString();
    // Created and approved a moment before the deletion: AccountDeleted's list missed it.
    await t.infra.eventStore.appendToStream(adStreamId(adId), [
      {
        id: randomUUID(),
        type: 'AdCreated',
        data: { adId, ownerId: owner.id, fields: { ...fakeAdFields(seededRandom(71)), title: 'Wyscigowe ogloszenie' }, createdAt: now },
      },
      { id: randomUUID(), type: 'AdApproved', data: { adId, ownerId: owner.id, approvedBy: 'moderator', approvedAt: now } },
    ]);
    await projected();
    expect(await rowsOf('SELECT id FROM search_ads WHERE id = $1', [adId])).toHaveLength(1);
    expect((await t.client().get('/api/anonse/search?title=Wyscigowe')).json().total).toBe(1);

    await t.infra.eventStore.appendToStream(accountStreamId(owner.id), [
      { id: randomUUID(), type: 'AccountDeleted', data: { accountId: owner.id, adIds: [], deletedAt: now } },
    ]);
    await projected();

    expect(await rowsOf('SELECT id FROM search_ads WHERE id = $1 OR owner_id = $2', [adId, owner.id])).toEqual([]);
    expect((await t.client().get('/api/anonse/search?title=Wyscigowe')).json().total).toBe(0);
  });

  it('a deletion waits for the read side and answers 503, changing nothing, when it does not catch up in time', async () => {
    const person = await register(`Czekajaca_${++n}`);
    const runner = t.infra.runner!;
    // The read side stops; an ad created a moment ago is in the log but in no read model.
    await runner.stop();
    const adId = randomUUID();
    try {
      const now = t.clock.now().toISOString();
      await t.infra.eventStore.appendToStream(adStreamId(adId), [
        { id: randomUUID(), type: 'AdCreated', data: { adId, ownerId: person.id, fields: fakeAdFields(seededRandom(72)), createdAt: now } },
        { id: randomUUID(), type: 'AdApproved', data: { adId, ownerId: person.id, approvedBy: 'moderator', approvedAt: now } },
      ]);
      const head = await t.infra.eventStore.headPosition();
      const res = await person.client.post('/api/user/delete', { password }, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().message).toBe('The service is temporarily unavailable.');
      expect(await t.infra.eventStore.headPosition()).toBe(head);
      expect((await person.client.get('/api/user')).statusCode).toBe(200);
    } finally {
      await runner.start();
    }
    await projected();
    // Once the read side has caught up the same request succeeds, and the ad is named and gone.
    const res = await person.client.post('/api/user/delete', { password });
    expect(res.statusCode).toBe(204);
    expect(await rowsOf('SELECT id FROM ads WHERE id = $1', [adId])).toEqual([]);
    expect(await rowsOf('SELECT id FROM search_ads WHERE id = $1', [adId])).toEqual([]);
    const deleted = (await t.infra.eventStore.readStream(accountStreamId(person.id))).find((e) => e.type === 'AccountDeleted');
    expect((deleted?.data as { adIds: string[] }).adIds).toEqual([adId]);
  });
});
