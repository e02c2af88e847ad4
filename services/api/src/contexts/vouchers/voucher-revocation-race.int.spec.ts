import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import {
  normalizeVoucherCode,
  voucherBatchStreamId,
  voucherCodeStreamId,
  walletStreamId,
  type CreatedVoucherBatch,
} from '@anonse/contracts';
import type { CommandContext } from '#api/platform/commands/command-context';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { KEYED_HASH } from '#api/platform/tokens';
import { useTestApp, type TestClient } from '#api/testing/test-app';
import { RedeemVoucherCommand } from './commands/redeem-voucher.command';
import { ChangeVoucherBatchCommand } from './commands/voucher-batch.command';
import { VoucherCodeRevokedError } from './domain/code';
import { voucherCodeHash } from './voucher-codes';

const t = useTestApp();
jest.setTimeout(180_000);

const ROUNDS = 40;

/**
 * Issue 27: a redemption decided on the batch as it was a moment ago must not land after the batch's revocation.
 * Each round sends both commands at once, straight to the command bus (the HTTP layers around them only add
 * awaits that hide the race); round by round one side is started a few ticks after the other, so the two cross
 * at every step. Whichever wins, the log must read "redeemed, then revoked" or "revoked, and the code refused",
 * and the wallet must hold a credit exactly when the redemption succeeded.
 */
describe('vouchers: redemption racing the batch’s revocation', () => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = await t.admin();
  });

  const ctx = (actor: { id: string; role: 'admin' | null }): CommandContext => {
    const id = randomUUID();
    return { commandId: id, correlationId: id, causationId: id, actor, now: t.clock.now().toISOString() };
  };
  /** Lets the other side run `n` steps ahead without waiting for any time to pass. */
  const ticks = async (n: number) => {
    for (let i = 0; i < n; i++) await new Promise<void>((resolve) => setImmediate(resolve));
  };

  it(`never credits a code once its batch is revoked (${ROUNDS} rounds, both sides at once)`, async () => {
    const bus = t.app.get(CommandBus);
    const keyedHash = t.app.get<KeyedHash>(KEYED_HASH);
    const users = await Promise.all(Array.from({ length: ROUNDS }, () => t.user()));
    const outcomes = { redeemedFirst: 0, revokedFirst: 0 };
    for (const [round, user] of users.entries()) {
      const created = await admin.post('/api/admin/vouchers', {
        label: 'Wyścig',
        count: 1,
        points: 10,
        expiresAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
      });
      expect(created.statusCode).toBe(201);
      const { id: batchId, codes } = created.json<CreatedVoucherBatch>();
      const code = normalizeVoucherCode(codes[0]!);
      const lead = round % 8;
      const [redeemed] = await Promise.allSettled([
        ticks(round % 2 ? lead : 0).then(() => bus.execute(new RedeemVoucherCommand(code, user.id, ctx({ id: user.id, role: null })))),
        ticks(round % 2 ? 0 : lead).then(() =>
          bus.execute(new ChangeVoucherBatchCommand({ type: 'RevokeVoucherBatch', batchId }, ctx({ id: randomUUID(), role: 'admin' }))),
        ),
      ]).then((settled) => {
        // The revocation always succeeds: a code redeemed before it stays credited, the others stop working.
        if (settled[1].status === 'rejected') throw settled[1].reason;
        return settled;
      });

      const codeHash = voucherCodeHash(keyedHash, code);
      const redemption = (await t.infra.eventStore.readStream(voucherCodeStreamId(codeHash))).find((e) => e.type === 'VoucherRedeemed');
      const revocation = (await t.infra.eventStore.readStream(voucherBatchStreamId(batchId))).find((e) => e.type === 'VoucherBatchRevoked');
      const credits = (await t.infra.eventStore.readStream(walletStreamId(user.id))).filter((e) => e.type === 'PointsCredited');
      expect(revocation).toBeDefined();
      if (redeemed!.status === 'fulfilled') {
        outcomes.redeemedFirst++;
        expect(redemption!.position).toBeLessThan(revocation!.position);
        expect(credits).toHaveLength(1);
      } else {
        outcomes.revokedFirst++;
        expect(redeemed!.reason).toBeInstanceOf(VoucherCodeRevokedError);
        expect(redemption).toBeUndefined();
        expect(credits).toHaveLength(0);
      }
    }
    expect(outcomes.redeemedFirst + outcomes.revokedFirst).toBe(ROUNDS);
  });
});
