import type { SearchSort } from '@anonse/contracts';

/**
 * Keyset cursors (issue 11): a page after the first is read *after* the last hit of the page before, by the
 * order's own key, instead of skipping (page - 1) × per_page rows. Every order is one direction over non-null
 * keys ending in the id, so "after" is one row comparison that an index can serve.
 *
 * A cursor is opaque to clients: base64url of `[sort, ...key]`. One made for another order, or one that does not
 * decode, is ignored (the page is then read by offset), so a stale link still shows the page it names.
 */
export type CursorKey = readonly (string | number | boolean)[];

export interface SortKeyOf {
  promoted: boolean;
  verified: boolean;
  rankedAt: string;
  approvedAt: string | null;
  hourPrice: number | null;
  id: string;
}

/** Prices sort with "no price" last in both directions. */
export const NO_PRICE_ASC = 2_147_483_647;
export const NO_PRICE_DESC = -1;

/** The key of a hit in an order (what a cursor after it holds). */
export function sortKeyOf(sort: SearchSort, hit: SortKeyOf): CursorKey {
  const ms = (iso: string | null) => (iso === null ? 0 : Date.parse(iso));
  switch (sort) {
    case 'recommended':
      return [hit.promoted, hit.verified, ms(hit.rankedAt), hit.id];
    case 'newest':
      return [ms(hit.approvedAt ?? hit.rankedAt), hit.id];
    case 'bumped':
      return [ms(hit.rankedAt), hit.id];
    case 'price_asc':
      return [hit.hourPrice ?? NO_PRICE_ASC, hit.id];
    case 'price_desc':
      return [hit.hourPrice ?? NO_PRICE_DESC, hit.id];
  }
}

/** The types of each order's key, to refuse a cursor that was tampered with. */
const SHAPES: Record<SearchSort, readonly ('boolean' | 'number' | 'string')[]> = {
  recommended: ['boolean', 'boolean', 'number', 'string'],
  newest: ['number', 'string'],
  bumped: ['number', 'string'],
  price_asc: ['number', 'string'],
  price_desc: ['number', 'string'],
};

export function encodeCursor(sort: SearchSort, key: CursorKey): string {
  return Buffer.from(JSON.stringify([sort, ...key]), 'utf8').toString('base64url');
}

/** The key a cursor holds for `sort`, or undefined when it was made for another order or is not one of ours. */
export function decodeCursor(sort: SearchSort, cursor: string | undefined): CursorKey | undefined {
  if (!cursor) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed[0] !== sort) return undefined;
  const key = parsed.slice(1) as unknown[];
  const shape = SHAPES[sort];
  if (key.length !== shape.length) return undefined;
  const fits = key.every(
    (v, i) => typeof v === shape[i] && (typeof v !== 'number' || Number.isFinite(v)) && (typeof v !== 'string' || v.length <= 64),
  );
  return fits ? (key as CursorKey) : undefined;
}
