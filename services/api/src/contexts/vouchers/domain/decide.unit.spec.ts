import type { VoucherBatchEvent, VoucherCodeEvent } from '@anonse/contracts';
import { deciderSpec } from '#api/testing/decider-spec';
import {
  VoucherBatchNotFoundError,
  VoucherBatchRevokedError,
  VoucherBatchSizeError,
  voucherBatchDecider,
  VoucherExpiryError,
  type VoucherBatchState,
} from './batch';
import {
  VoucherCodeExpiredError,
  VoucherCodeInvalidError,
  VoucherCodeRevokedError,
  VoucherCodeUsedError,
  voucherCodeDecider,
} from './code';

const now = '2026-03-01T10:00:00.000Z';
const later = '2026-06-01T00:00:00.000Z';
const h = (c: string) => c.repeat(64);
const created: VoucherBatchEvent = {
  type: 'VoucherBatchCreated',
  data: { batchId: 'b1', label: 'Wiosna', points: 50, expiresAt: later, codeHashes: [h('a'), h('b')], createdAt: now },
};
const revoked: VoucherBatchEvent = { type: 'VoucherBatchRevoked', data: { batchId: 'b1', revokedAt: now } };

describe('voucher batch', () => {
  const spec = deciderSpec(voucherBatchDecider);
  const create = (over: Partial<{ expiresAt: string; codeHashes: string[] }> = {}) => ({
    type: 'CreateVoucherBatch' as const,
    batchId: 'b1',
    label: 'Wiosna',
    points: 50,
    expiresAt: later,
    codeHashes: [h('a'), h('b')],
    now,
    ...over,
  });

  it('is created with the hashes of its codes', () => spec.given([]).when(create()).then([created]));
  it('is created once (a retry decides nothing)', () => spec.given([created]).when(create()).then([]));
  it('refuses an expiry that is not in the future', () =>
    spec
      .given([])
      .when(create({ expiresAt: now }))
      .thenThrows(VoucherExpiryError, { field: 'expiresAt' }));
  it('refuses repeated or missing codes', () => {
    spec
      .given([])
      .when(create({ codeHashes: [h('a'), h('a')] }))
      .thenThrows(VoucherBatchSizeError);
    spec
      .given([])
      .when(create({ codeHashes: [] }))
      .thenThrows(VoucherBatchSizeError);
  });
  it('is revoked once', () => {
    spec.given([created]).when({ type: 'RevokeVoucherBatch', batchId: 'b1', now }).then([revoked]);
    spec.given([created, revoked]).when({ type: 'RevokeVoucherBatch', batchId: 'b1', now }).thenThrows(VoucherBatchRevokedError);
  });
  it('cannot revoke what does not exist', () =>
    spec.given([]).when({ type: 'RevokeVoucherBatch', batchId: 'b1', now }).thenThrows(VoucherBatchNotFoundError));
});

describe('voucher code', () => {
  const spec = deciderSpec(voucherCodeDecider);
  const batch = (over: Partial<VoucherBatchState> = {}): VoucherBatchState => ({
    created: true,
    batchId: 'b1',
    points: 50,
    expiresAt: later,
    revokedAt: null,
    codeHashes: [h('a')],
    ...over,
  });
  const redeem = (accountId: string, b = batch(), at = now) => ({
    type: 'RedeemVoucher' as const,
    codeHash: h('a'),
    accountId,
    batch: b,
    now: at,
  });
  const redeemed: VoucherCodeEvent = {
    type: 'VoucherRedeemed',
    data: { codeHash: h('a'), batchId: 'b1', accountId: 'acc1', points: 50, redeemedAt: now },
  };

  it('is redeemed for its batch’s points', () => spec.given([]).when(redeem('acc1')).then([redeemed]));
  it('is single-use, and says so differently to the one who used it', () => {
    spec.given([redeemed]).when(redeem('acc2')).thenThrows(VoucherCodeUsedError, { code: 'vouchers:codeUsed' });
    spec.given([redeemed]).when(redeem('acc1')).thenThrows(VoucherCodeUsedError, { code: 'vouchers:codeUsedByYou' });
  });
  it('stays "used" once its batch is revoked or expired', () =>
    spec
      .given([redeemed])
      .when(redeem('acc2', batch({ revokedAt: now })))
      .thenThrows(VoucherCodeUsedError));
  it('does not work after its batch is revoked', () =>
    spec
      .given([])
      .when(redeem('acc1', batch({ revokedAt: now })))
      .thenThrows(VoucherCodeRevokedError));
  it('does not work from its expiry on', () => {
    spec
      .given([])
      .when(redeem('acc1', batch(), later))
      .thenThrows(VoucherCodeExpiredError);
    spec
      .given([])
      .when(redeem('acc1', batch(), '2026-05-31T23:59:59.999Z'))
      .then([{ ...redeemed, data: { ...redeemed.data, redeemedAt: '2026-05-31T23:59:59.999Z' } }]);
  });
  it('is invalid without a batch', () =>
    spec
      .given([])
      .when(redeem('acc1', batch({ created: false })))
      .thenThrows(VoucherCodeInvalidError, { kind: 'not_found' }));
  const voidCode = { type: 'VoidVoucherCode' as const, codeHash: h('a'), batchId: 'b1', now };
  const voided: VoucherCodeEvent = { type: 'VoucherCodeVoided', data: { codeHash: h('a'), batchId: 'b1', voidedAt: now } };
  it('is voided by its batch’s revocation while unused, and then refused as revoked whatever the batch read said', () => {
    spec.given([]).when(voidCode).then([voided]);
    spec.given([voided]).when(redeem('acc1')).thenThrows(VoucherCodeRevokedError);
  });
  it('stays redeemed when the revocation comes after, and is voided once', () => {
    spec.given([redeemed]).when(voidCode).then([]);
    spec.given([voided]).when(voidCode).then([]);
  });
});
