import { z } from 'zod';
import { defineEvent, eventRegistry, type EventOf, type EventsOf } from '../events/event-registry';
import { Points } from '../wallet/wallet-events';
import { MAX_VOUCHER_BATCH, VoucherCodeHash } from './voucher-code';

/**
 * Events of stream `voucher-batch-{batchId}`. The batch holds only keyed hashes of its codes: the codes
 * themselves are shown once, in the answer that created them, and are stored nowhere.
 */
const VoucherBatchCreatedEvent = defineEvent(
  'VoucherBatchCreated',
  z.object({
    batchId: z.string(),
    label: z.string(),
    points: Points,
    expiresAt: z.iso.datetime(),
    codeHashes: z.array(VoucherCodeHash).min(1).max(MAX_VOUCHER_BATCH),
    createdAt: z.iso.datetime(),
  }),
);
const VoucherBatchRevokedEvent = defineEvent('VoucherBatchRevoked', z.object({ batchId: z.string(), revokedAt: z.iso.datetime() }));

/**
 * Event of stream `voucher-code-{codeHash}`, appended only to a stream that does not exist yet: the store's
 * optimistic check makes a code single-use across every account and every API node.
 */
const VoucherRedeemedEvent = defineEvent(
  'VoucherRedeemed',
  z.object({ codeHash: VoucherCodeHash, batchId: z.string(), accountId: z.string(), points: Points, redeemedAt: z.iso.datetime() }),
);
/**
 * Also of stream `voucher-code-{codeHash}`, and also appended only where the stream does not exist: revoking a
 * batch closes each unused code in the code's own stream before it records the revocation, so a redemption and
 * a revocation racing for one code meet on the same optimistic check and exactly one of them has it.
 */
const VoucherCodeVoidedEvent = defineEvent(
  'VoucherCodeVoided',
  z.object({ codeHash: VoucherCodeHash, batchId: z.string(), voidedAt: z.iso.datetime() }),
);

export const VOUCHER_BATCH_EVENTS = eventRegistry([VoucherBatchCreatedEvent, VoucherBatchRevokedEvent]);
export const VOUCHER_CODE_EVENTS = eventRegistry([VoucherRedeemedEvent, VoucherCodeVoidedEvent]);
/** Both streams' events, for readers that fold them together (the read model). */
export const VOUCHER_EVENTS = eventRegistry([
  VoucherBatchCreatedEvent,
  VoucherBatchRevokedEvent,
  VoucherRedeemedEvent,
  VoucherCodeVoidedEvent,
]);

export type VoucherBatchCreated = EventOf<typeof VoucherBatchCreatedEvent>;
export type VoucherBatchRevoked = EventOf<typeof VoucherBatchRevokedEvent>;
export type VoucherRedeemed = EventOf<typeof VoucherRedeemedEvent>;
export type VoucherBatchEvent = EventsOf<typeof VOUCHER_BATCH_EVENTS>;
export type VoucherCodeEvent = EventsOf<typeof VOUCHER_CODE_EVENTS>;

export const voucherBatchStreamId = (batchId: string) => `voucher-batch-${batchId}`;
export const voucherCodeStreamId = (codeHash: string) => `voucher-code-${codeHash}`;

/** What the wallet records as the credit's reference: a code credits a wallet once. */
export const voucherWalletReference = (codeHash: string) => `voucher:${codeHash}`;
