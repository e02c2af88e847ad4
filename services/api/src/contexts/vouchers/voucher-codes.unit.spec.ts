import {
  formatVoucherCode,
  isVoucherCodeShape,
  normalizeVoucherCode,
  RedeemVoucherInput,
  VOUCHER_ALPHABET,
  VOUCHER_CODE_LENGTH,
} from '@anonse/contracts';
import { KeyedHash } from '#api/platform/infra/secret-key';
import { newVoucherCode, newVoucherCodes, voucherCodeHash } from './voucher-codes';

describe('voucher codes', () => {
  it('carry at least 100 bits in a 32-symbol alphabet without 0/O or 1/I', () => {
    expect(new Set(VOUCHER_ALPHABET).size).toBe(32);
    expect(VOUCHER_CODE_LENGTH * Math.log2(VOUCHER_ALPHABET.length)).toBeGreaterThanOrEqual(100);
    for (const c of '01OI') expect(VOUCHER_ALPHABET).not.toContain(c);
  });

  it('are shown in groups of four and read back in any case, spacing and dashing', () => {
    const code = newVoucherCode();
    expect(isVoucherCodeShape(code)).toBe(true);
    const shown = formatVoucherCode(code);
    expect(shown).toMatch(/^([A-Z2-9]{4}-){4}[A-Z2-9]{4}$/);
    for (const typed of [
      shown,
      shown.toLowerCase(),
      ` ${shown.replace(/-/g, ' ')} `,
      shown.replace(/-/g, '\u2013'),
      code.replace(/(.{5})/g, '$1\u00a0'),
    ])
      expect(RedeemVoucherInput.parse({ code: typed }).code).toBe(code);
    expect(normalizeVoucherCode('abcd-efgh')).toBe('ABCDEFGH');
  });

  it('refuses anything not of that shape', () => {
    for (const code of [
      '',
      'ABCD',
      `${newVoucherCode()}A`,
      newVoucherCode().replace(/^./, '0'),
      newVoucherCode().replace(/^./, 'Ą'),
      'x'.repeat(200),
      '__proto__',
    ])
      expect(RedeemVoucherInput.safeParse({ code }).success).toBe(false);
    expect(RedeemVoucherInput.safeParse({ code: 12 }).success).toBe(false);
    expect(RedeemVoucherInput.safeParse({ code: newVoucherCode(), extra: 1 }).success).toBe(false);
  });

  it('use every symbol about equally often', () => {
    const counts = new Map<string, number>();
    for (const code of newVoucherCodes(1000)) for (const c of code.replace(/-/g, '')) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 20,000 symbols: 625 expected each; 5 sigma is about 120.
    for (const n of counts.values()) expect(Math.abs(n - 625)).toBeLessThan(150);
  });

  it('are distinct within a batch, and hashed under the key', () => {
    const codes = newVoucherCodes(500);
    expect(new Set(codes).size).toBe(500);
    const a = new KeyedHash(Buffer.alloc(32, 1));
    const b = new KeyedHash(Buffer.alloc(32, 2));
    const code = normalizeVoucherCode(codes[0]!);
    expect(voucherCodeHash(a, code)).toMatch(/^[0-9a-f]{64}$/);
    expect(voucherCodeHash(a, code)).not.toBe(voucherCodeHash(b, code));
    expect(voucherCodeHash(a, code)).not.toContain(code);
  });
});
