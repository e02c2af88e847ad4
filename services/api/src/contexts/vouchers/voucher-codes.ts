import { randomBytes } from 'node:crypto';
import { formatVoucherCode, VOUCHER_ALPHABET, VOUCHER_CODE_LENGTH } from '@anonse/contracts';
import type { KeyedHash } from '#api/platform/infra/secret-key';

/**
 * A fresh code in its canonical form (no dashes): 20 symbols of a 32-symbol alphabet, 100 bits from the CSPRNG.
 * 256 is a multiple of 32, so `byte & 31` picks every symbol with the same chance.
 */
export function newVoucherCode(): string {
  const bytes = randomBytes(VOUCHER_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += VOUCHER_ALPHABET[byte & 31];
  return code;
}

/** `count` distinct codes, shown as ABCD-EFGH-…; a repeat (about 2^-100 per pair) is simply drawn again. */
export function newVoucherCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newVoucherCode());
  return [...codes].map(formatVoucherCode);
}

/**
 * How the log and the read model name a code: HMAC-SHA256 under the server secret. A plain hash would let anyone
 * holding a database dump test codes offline; keyed, the dump is useless without the secret. `canonical` is the
 * normalised form (`normalizeVoucherCode`), so every spelling of one code has one hash.
 */
export const voucherCodeHash = (keyedHash: Pick<KeyedHash, 'hex'>, canonical: string): string => keyedHash.hex('voucher-code', canonical);
