import fc from 'fast-check';
import { catchUpPage, initialFeedCursor, receiveLive, receivePage, type FeedCursor, type Positioned } from './catch-up';

/**
 * A socket that drops pushes while disconnected, pushes that overtake a catch-up in flight, pages of any size: after
 * the final catch-up the browser has delivered every item of the feed exactly once.
 */
describe('messaging catch-up', () => {
  const feedArb = fc
    .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 0, maxLength: 60 })
    .map((positions) => positions.sort((a, b) => a - b).map((position) => ({ position })));
  // Each step: the next item is pushed (heard or lost), or the browser catches up with a page of some size.
  const stepArb = fc.oneof(
    fc.record({ kind: fc.constant('push' as const), heard: fc.boolean() }),
    fc.record({ kind: fc.constant('page' as const), limit: fc.integer({ min: 1, max: 10 }) }),
  );

  it('delivers every item once, whatever is lost and in whatever order pages and pushes arrive', () => {
    fc.assert(
      fc.property(feedArb, fc.array(stepArb, { maxLength: 120 }), fc.integer({ min: 1, max: 10 }), (feed, steps, finalLimit) => {
        let cursor: FeedCursor = initialFeedCursor();
        let published = 0; // items the server has committed so far (a page sees only those)
        const delivered: Positioned[] = [];
        const page = (limit: number) => {
          const answer = catchUpPage(feed.slice(0, published), cursor.position, limit);
          const next = receivePage(cursor, answer);
          cursor = next.cursor;
          delivered.push(...next.deliver);
        };
        for (const step of steps) {
          if (step.kind === 'page') page(step.limit);
          else if (published < feed.length) {
            const item = feed[published++]!;
            if (step.heard) {
              const next = receiveLive(cursor, item);
              cursor = next.cursor;
              if (next.deliver) delivered.push(item);
            }
          }
        }
        published = feed.length;
        // The final catch-up: pages until one comes back empty.
        for (let before = -1; before !== cursor.position;) {
          before = cursor.position;
          page(finalLimit);
        }
        expect(delivered.map((i) => i.position).sort((a, b) => a - b)).toEqual(feed.map((i) => i.position));
      }),
    );
  });

  it('a page answers its last position, or the cursor when empty', () => {
    expect(catchUpPage([{ position: 3 }, { position: 7 }, { position: 9 }], 3, 1)).toEqual({ items: [{ position: 7 }], position: 7 });
    expect(catchUpPage([{ position: 3 }], 3, 5)).toEqual({ items: [], position: 3 });
  });
});
