/**
 * The messaging feed's delivery rules, shared by the server (one catch-up page) and the browser (merging live pushes
 * with catch-up pages). Positions are global, so an account's are increasing but not consecutive: a live item ahead
 * of the cursor says nothing about what lies between. The cursor therefore only moves with catch-up pages, and live
 * items past it are remembered until a page passes them: nothing is lost, nothing is delivered twice.
 */
export interface Positioned {
  position: number;
}

/** Server: the account's items after `after`, at most `limit`, and the position to ask from next. */
export function catchUpPage<T extends Positioned>(feed: readonly T[], after: number, limit: number): { items: T[]; position: number } {
  const items = feed.filter((item) => item.position > after).slice(0, limit);
  return { items, position: items.at(-1)?.position ?? after };
}

export interface FeedCursor {
  /** Everything up to here was delivered (the `after` of the next catch-up). */
  position: number;
  /** Positions past the cursor already delivered by live pushes. */
  seen: ReadonlySet<number>;
}

export const initialFeedCursor = (position = 0): FeedCursor => ({ position, seen: new Set() });

/** Browser: a live push; `deliver` is false for an item already had. */
export function receiveLive(cursor: FeedCursor, item: Positioned): { cursor: FeedCursor; deliver: boolean } {
  if (item.position <= cursor.position || cursor.seen.has(item.position)) return { cursor, deliver: false };
  return { cursor: { position: cursor.position, seen: new Set(cursor.seen).add(item.position) }, deliver: true };
}

/** Browser: one catch-up page; returns the items to deliver (those no live push brought) and the moved cursor. */
export function receivePage<T extends Positioned>(
  cursor: FeedCursor,
  page: { items: readonly T[]; position: number },
): { cursor: FeedCursor; deliver: T[] } {
  const deliver = page.items.filter((item) => item.position > cursor.position && !cursor.seen.has(item.position));
  const position = Math.max(cursor.position, page.position);
  return { cursor: { position, seen: new Set([...cursor.seen].filter((p) => p > position)) }, deliver };
}
