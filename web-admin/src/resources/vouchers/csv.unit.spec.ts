import { csvFileName, vouchersCsv } from './csv';

describe('voucher CSV', () => {
  it('has one row per code with the batch’s points, expiry and name, quoted', () => {
    const csv = vouchersCsv({
      label: 'Wiosna "2026"',
      points: 50,
      expiresAt: '2026-06-01T00:00:00.000Z',
      codes: ['ABCD-EFGH-JKLM-NPQR-STUV', 'WXYZ-2345-6789-ABCD-EFGH'],
    });
    expect(csv.split('\r\n')).toEqual([
      '"code","points","expiresAt","batch"',
      '"ABCD-EFGH-JKLM-NPQR-STUV","50","2026-06-01T00:00:00.000Z","Wiosna ""2026"""',
      '"WXYZ-2345-6789-ABCD-EFGH","50","2026-06-01T00:00:00.000Z","Wiosna ""2026"""',
      '',
    ]);
  });

  it('defuses a label a spreadsheet would run as a formula', () => {
    expect(vouchersCsv({ label: '=HYPERLINK("x")', points: 1, expiresAt: 'x', codes: ['A'] })).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('names the file after the batch, in safe characters', () => {
    expect(csvFileName({ id: '0123456789abcdef', label: 'Żółta partia / test' })).toBe('vouchers-Zo-ta-partia-test-01234567.csv');
    expect(csvFileName({ id: '0123456789abcdef', label: '///' })).toBe('vouchers-batch-01234567.csv');
  });
});
