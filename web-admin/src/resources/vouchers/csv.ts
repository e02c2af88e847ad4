import type { CreatedVoucherBatchRecord } from './types';

/** A CSV cell: quoted, quotes doubled, and a leading =+-@ defused so a spreadsheet never runs it as a formula. */
const cell = (value: string | number): string => {
  const text = String(value);
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/** One row per code with the batch's points and expiry, ready for printing or mail merge. */
export function vouchersCsv(batch: Pick<CreatedVoucherBatchRecord, 'label' | 'points' | 'expiresAt' | 'codes'>): string {
  const rows = [['code', 'points', 'expiresAt', 'batch'], ...batch.codes.map((code) => [code, batch.points, batch.expiresAt, batch.label])];
  return `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

export const csvFileName = (batch: Pick<CreatedVoucherBatchRecord, 'id' | 'label'>): string =>
  `vouchers-${
    batch.label
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'batch'
  }-${batch.id.slice(0, 8)}.csv`;

/** Hands the CSV to the browser as a download; nothing leaves the page. */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([`\ufeff${csv}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
