import { assertNever, VOUCHER_BATCH_EVENTS, type VoucherBatchEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';

/** What a redemption needs to know of its batch; `created` false for a stream that does not exist. */
export interface VoucherBatchState {
  created: boolean;
  batchId: string;
  points: number;
  expiresAt: string;
  revokedAt: string | null;
  /** The codes a revocation must void one by one before it is recorded. */
  codeHashes: readonly string[];
}

export const initialVoucherBatchState = (): VoucherBatchState => ({
  created: false,
  batchId: '',
  points: 0,
  expiresAt: '',
  revokedAt: null,
  codeHashes: [],
});

export function evolveVoucherBatch(state: VoucherBatchState, event: VoucherBatchEvent): VoucherBatchState {
  switch (event.type) {
    case 'VoucherBatchCreated':
      return {
        created: true,
        batchId: event.data.batchId,
        points: event.data.points,
        expiresAt: event.data.expiresAt,
        revokedAt: null,
        codeHashes: event.data.codeHashes,
      };
    case 'VoucherBatchRevoked':
      return { ...state, revokedAt: event.data.revokedAt };
    default:
      return assertNever(event);
  }
}

/** `codeHashes` are keyed hashes of codes made outside the decider (randomness is not the domain's). */
export interface CreateVoucherBatch {
  type: 'CreateVoucherBatch';
  batchId: string;
  label: string;
  points: number;
  expiresAt: string;
  codeHashes: string[];
  now: string;
}

export interface RevokeVoucherBatch {
  type: 'RevokeVoucherBatch';
  batchId: string;
  now: string;
}

export type VoucherBatchCommand = CreateVoucherBatch | RevokeVoucherBatch;

export class VoucherBatchNotFoundError extends DomainError {
  override readonly name = 'VoucherBatchNotFoundError';
  constructor(batchId: string) {
    super('not_found', 'vouchers:batchNotFound', `no voucher batch ${batchId}`);
  }
}

export class VoucherBatchRevokedError extends DomainError {
  override readonly name = 'VoucherBatchRevokedError';
  constructor(batchId: string) {
    super('conflict', 'vouchers:batchRevoked', `voucher batch ${batchId} is revoked already`);
  }
}

export class VoucherExpiryError extends DomainError {
  override readonly name = 'VoucherExpiryError';
  constructor(expiresAt: string) {
    super('invalid', 'vouchers:badExpiry', `${expiresAt} is not in the future`, 'expiresAt');
  }
}

export class VoucherBatchSizeError extends DomainError {
  override readonly name = 'VoucherBatchSizeError';
  constructor(count: number) {
    super('invalid', 'vouchers:countOutOfRange', `${count} distinct codes is not from 1 to 1000`, 'count');
  }
}

/**
 * A batch is made once and revoked at most once; revoking stops its unused codes (the redemption decider reads
 * `revokedAt`), used ones stay credited. An expiry in the past would make codes that never work.
 */
export function decideVoucherBatch(command: VoucherBatchCommand, state: VoucherBatchState): VoucherBatchEvent[] {
  switch (command.type) {
    case 'CreateVoucherBatch': {
      if (state.created) return [];
      if (command.expiresAt <= command.now) throw new VoucherExpiryError(command.expiresAt);
      const distinct = new Set(command.codeHashes);
      if (distinct.size !== command.codeHashes.length || distinct.size < 1 || distinct.size > 1000)
        throw new VoucherBatchSizeError(distinct.size);
      const { batchId, label, points, expiresAt, codeHashes, now } = command;
      return [{ type: 'VoucherBatchCreated', data: { batchId, label, points, expiresAt, codeHashes, createdAt: now } }];
    }
    case 'RevokeVoucherBatch':
      if (!state.created) throw new VoucherBatchNotFoundError(command.batchId);
      if (state.revokedAt) throw new VoucherBatchRevokedError(command.batchId);
      return [{ type: 'VoucherBatchRevoked', data: { batchId: command.batchId, revokedAt: command.now } }];
  }
}

export const voucherBatchDecider: Decider<VoucherBatchCommand, VoucherBatchEvent, VoucherBatchState> = {
  events: VOUCHER_BATCH_EVENTS,
  initialState: initialVoucherBatchState,
  evolve: evolveVoucherBatch,
  decide: decideVoucherBatch,
};
