import { adjustUrl, apiErrorText, parsePoints, reasonOk } from './adjust';

describe('wallet adjustments', () => {
  it('accepts whole points from 1 to 1,000,000 only', () => {
    expect(['1', ' 250 ', '1000000'].map(parsePoints)).toEqual([1, 250, 1_000_000]);
    expect(['0', '-5', '1.5', '1e3', '1000001', '', 'abc', '+3', '0x10'].map(parsePoints)).toEqual(Array(9).fill(null));
  });

  it('counts a reason in characters after trimming, 3 to 500', () => {
    expect([reasonOk('abc'), reasonOk('  ab  '), reasonOk('🙂🙂🙂'), reasonOk('x'.repeat(500)), reasonOk('x'.repeat(501))]).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
  });

  it('builds the URL and reads the API’s error answer', () => {
    expect(adjustUrl('/api/admin', 'a/b', 'grant')).toBe('/api/admin/wallets/a%2Fb/grant');
    expect(apiErrorText({ status: 409, body: { message: 'Conflict', errors: { points: ['Za mało punktów'] } } })).toBe('Za mało punktów');
    expect(apiErrorText({ status: 403, body: { message: 'Forbidden' } })).toBe('Forbidden');
    expect(apiErrorText({ status: 500 })).toBe('500');
  });
});
