/** Helpers of the promotion int specs (named .spec.ts so the build leaves it out; no test of its own). */
import { CommandBus } from '@nestjs/cqrs';
import { promotionStreamId, walletStreamId, type WalletEvent } from '@anonse/contracts';
import { fakeAdFields, seededRandom } from '@anonse/projections';
import type { TestApp, TestClient, TestUser } from '#api/testing/test-app';
import { newId } from '#api/platform/ids';
import { ChangeWalletCommand } from '../wallet';

export const DAY = 86_400_000;

let n = 0;
/** An approved ad of `owner` (a new confirmed user when not given). */
export async function liveAd(t: TestApp, owner?: TestUser): Promise<{ owner: TestUser; id: string }> {
  const who = owner ?? (await t.user({ login: `promo${++n}x${Math.floor(Math.random() * 1e6)}` }));
  const fields = {
    ...fakeAdFields(seededRandom(++n)),
    province: 'mazowieckie',
    city: 'warszawa',
    category: 'kobieta' as const,
    phone: '600 100 200',
  };
  delete (fields as { district?: string }).district;
  const created = await who.post('/api/anonse', fields);
  if (created.statusCode !== 201) throw new Error(`creating an ad failed: ${created.statusCode} ${created.body}`);
  const id: string = created.json().id;
  const admin = await t.admin();
  const approved = await admin.post(`/api/admin/ads/${id}/approve`, undefined, { 'if-match': '"0"' });
  if (approved.statusCode !== 200) throw new Error(`approving failed: ${approved.statusCode} ${approved.body}`);
  return { owner: who, id };
}

/** Points granted the way the wallet's own callers do it (a command), so a test needs no payment. */
export async function credit(t: TestApp, accountId: string, points: number): Promise<void> {
  const id = newId();
  await t.app
    .get(CommandBus)
    .execute(
      new ChangeWalletCommand(
        { type: 'CreditPoints', accountId, entryId: id, points, source: 'grant', reference: null, reason: 'test grant' },
        { commandId: id, correlationId: id, causationId: id, actor: { id: 'test', role: null }, now: t.clock.now().toISOString() },
      ),
    );
}

export async function walletEvents(t: TestApp, accountId: string): Promise<WalletEvent[]> {
  return (await t.infra.eventStore.readStream(walletStreamId(accountId))).map((e) => ({ type: e.type, data: e.data }) as WalletEvent);
}

/** The balance as the wallet's log says (the last entry's balance after it). */
export async function balanceOf(t: TestApp, accountId: string): Promise<number> {
  return (await walletEvents(t, accountId)).at(-1)?.data.balanceAfter ?? 0;
}

export async function promotionEvents(t: TestApp, adId: string): Promise<{ type: string; data: Record<string, unknown> }[]> {
  return (await t.infra.eventStore.readStream(promotionStreamId(adId))).map((e) => ({
    type: e.type,
    data: e.data as Record<string, unknown>,
  }));
}

/** Waits until every projector has passed the head of the log. */
export async function settle(t: TestApp): Promise<void> {
  const head = await t.infra.eventStore.headPosition();
  if (!(await t.infra.runner!.waitForPosition(head, { timeoutMs: 10_000 }))) throw new Error(`projections did not reach ${head}`);
}

export const promote = (c: TestClient, adId: string, days: unknown, headers: Record<string, string> = {}) =>
  c.post('/api/promotions', { adId, days }, headers);
