import { z } from 'zod';
import { code } from '../messages';

/**
 * Letters and digits a person reads off paper or a screen without doubt: neither 0 nor O, neither 1 nor I (L stays,
 * since 1 is gone). 32 symbols, so each carries exactly 5 bits and a random byte maps onto one without bias.
 */
export const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 20 symbols × 5 bits = 100 bits of randomness; shown in groups of 4 (ABCD-EFGH-JKMN-PQRS-TUVW). */
export const VOUCHER_CODE_LENGTH = 20;
export const VOUCHER_GROUP = 4;
/** The most codes one batch makes (one batch is one event; 1,000 hashes is about 70 kB). */
export const MAX_VOUCHER_BATCH = 1000;

const CODE_SHAPE = new RegExp(`^[${VOUCHER_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`);

/**
 * The canonical form of what a person typed: upper case, without spaces and dashes of any kind, so
 * "abcd efgh…", "ABCD-EFGH-…" and a pasted code with a non-breaking space are one code.
 */
export const normalizeVoucherCode = (input: string): string =>
  input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\p{Pd}_.]/gu, '');

/** ABCDEFGH… → ABCD-EFGH-…, the form codes are shown and printed in. */
export const formatVoucherCode = (canonical: string): string =>
  canonical.match(new RegExp(`.{1,${VOUCHER_GROUP}}`, 'g'))?.join('-') ?? canonical;

export const isVoucherCodeShape = (canonical: string): boolean => CODE_SHAPE.test(canonical);

/** POST /api/user/vouchers/redeem: a code in any case, spacing and dashing; anything else is 400. */
export const VoucherCode = z
  .string()
  .max(100, code('vouchers:badCode'))
  .transform(normalizeVoucherCode)
  .refine(isVoucherCodeShape, code('vouchers:badCode'));

/** A code's keyed hash (HMAC-SHA256 under the server secret, hex): how the log and the read model name a code. */
export const VoucherCodeHash = z.string().regex(/^[0-9a-f]{64}$/);
