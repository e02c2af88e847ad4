/** The search filter's last page; a list asked for a later one answers with its real last page. */
export const MAX_LIST_PAGE = 10_000;

/**
 * The page a list URL asks for. `?page=` absent → 1; a whole number from 2 written plainly → that page (maybe past
 * the end: the loader learns the page count and redirects); anything else — 1, 0, negative, junk, repeated,
 * `02` — is not the canonical way to write a page, so `canonical: false` and the loader redirects (page 1 without
 * the parameter, or the plain number).
 */
export function readPage(params: URLSearchParams): { page: number; canonical: boolean } {
  const values = params.getAll('page');
  if (values.length === 0) return { page: 1, canonical: true };
  const value = values.length === 1 ? values[0]! : '';
  if (!/^\d{1,12}$/.test(value)) return { page: 1, canonical: false };
  const n = Number(value);
  if (n < 2) return { page: 1, canonical: false };
  return { page: n, canonical: String(n) === value };
}
