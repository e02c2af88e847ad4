/** A spreadsheet runs a cell that starts with one of these as a formula (CSV injection); tab and CR too in some. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: a would-be formula is prefixed with `'`, and anything with a separator, quote or line break is quoted. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 lines (CRLF), header first. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
