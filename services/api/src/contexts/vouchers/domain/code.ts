import { assertNever, VOUCHER_CODE_EVENTS, type VoucherCodeEvent } from '@anonse/contracts';
import type { Decider } from '#api/platform/domain/decider';
import { DomainError } from '#api/platform/domain/domain-error';
import type { VoucherBatchState } from './batch';

/** One code's stream: empty until the code is used (who used it) or its batch's revocation closed it. */
export interface VoucherCodeState {
  redeemedBy: string | null;
  voided: boolean;
}

export const initialVoucherCodeState = (): VoucherCodeState => ({ redeemedBy: null, voided: false });

export function evolveVoucherCode(state: VoucherCodeState, event: VoucherCodeEvent): VoucherCodeState {
  switch (event.type) {
    case 'VoucherRedeemed':
      return { ...state, redeemedBy: event.data.accountId };
    case 'VoucherCodeVoided':
      return { ...state, voided: true };
    default:
      return assertNever(event);
  }
}

/** `batch` is the code's batch as its own stream says now (its expiry and revocation are the batch's). */
export interface RedeemVoucher {
  type: 'RedeemVoucher';
  codeHash: string;
  accountId: string;
  batch: VoucherBatchState;
  now: string;
}

/** A revocation closing one unused code of its batch, before the batch records the revocation. */
export interface VoidVoucherCode {
  type: 'VoidVoucherCode';
  codeHash: string;
  batchId: string;
  now: string;
}

export type VoucherCodeCommand = RedeemVoucher | VoidVoucherCode;

/** The texts say "used", "expired", "revoked" only of a code that exists; an unknown code is just invalid. */
export class VoucherCodeUsedError extends DomainError {
  override readonly name = 'VoucherCodeUsedError';
  constructor(byCaller: boolean) {
    super('conflict', byCaller ? 'vouchers:codeUsedByYou' : 'vouchers:codeUsed', 'the voucher code was used already', 'code');
  }
}

export class VoucherCodeExpiredError extends DomainError {
  override readonly name = 'VoucherCodeExpiredError';
  constructor() {
    super('conflict', 'vouchers:codeExpired', 'the voucher code has expired', 'code');
  }
}

export class VoucherCodeRevokedError extends DomainError {
  override readonly name = 'VoucherCodeRevokedError';
  constructor() {
    super('conflict', 'vouchers:codeRevoked', 'the voucher batch was revoked', 'code');
  }
}

export class VoucherCodeInvalidError extends DomainError {
  override readonly name = 'VoucherCodeInvalidError';
  constructor() {
    super('not_found', 'vouchers:invalidCode', 'no such voucher code', 'code');
  }
}

/**
 * Single use: the event goes to a stream that must not exist yet, so of two accounts racing for a code the
 * store lets one append; the other re-reads, finds the code used and is told so. A used code stays "used"
 * even after its batch expires or is revoked (that is what happened to it).
 *
 * The batch a redemption is given may be a moment old; the revocation does not rely on it. It voids every unused
 * code in the code's own stream first, so a redemption and a revocation racing meet on the same optimistic check:
 * either the code was redeemed before the revocation (the void then leaves it alone), or it is void and refused.
 */
export function decideVoucherCode(command: VoucherCodeCommand, state: VoucherCodeState): VoucherCodeEvent[] {
  if (command.type === 'VoidVoucherCode') {
    if (state.redeemedBy !== null || state.voided) return [];
    return [{ type: 'VoucherCodeVoided', data: { codeHash: command.codeHash, batchId: command.batchId, voidedAt: command.now } }];
  }
  if (state.redeemedBy !== null) throw new VoucherCodeUsedError(state.redeemedBy === command.accountId);
  if (state.voided) throw new VoucherCodeRevokedError();
  const { batch } = command;
  if (!batch.created) throw new VoucherCodeInvalidError();
  if (batch.revokedAt !== null) throw new VoucherCodeRevokedError();
  if (command.now >= batch.expiresAt) throw new VoucherCodeExpiredError();
  return [
    {
      type: 'VoucherRedeemed',
      data: {
        codeHash: command.codeHash,
        batchId: batch.batchId,
        accountId: command.accountId,
        points: batch.points,
        redeemedAt: command.now,
      },
    },
  ];
}

export const voucherCodeDecider: Decider<VoucherCodeCommand, VoucherCodeEvent, VoucherCodeState> = {
  events: VOUCHER_CODE_EVENTS,
  initialState: initialVoucherCodeState,
  evolve: evolveVoucherCode,
  decide: decideVoucherCode,
};
