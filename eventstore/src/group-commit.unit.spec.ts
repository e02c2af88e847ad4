import { GroupCommitQueue, type Pending } from './group-commit';

/** An executor that records its batches and answers each item with its double. */
function recorder(options: ConstructorParameters<typeof GroupCommitQueue<number, number>>[1] = {}) {
  const batches: number[][] = [];
  const queue = new GroupCommitQueue<number, number>(async (batch: Pending<number, number>[]) => {
    batches.push(batch.map((p) => p.item));
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const p of batch) p.resolve(p.item * 2);
  }, options);
  return { queue, batches };
}

describe('GroupCommitQueue', () => {
  it('puts requests of one tick into one batch and later ones into the next', async () => {
    const { queue, batches } = recorder({ maxConcurrent: 1 });
    const first = [1, 2, 3].map((n) => queue.submit(n, 1));
    await new Promise((resolve) => setImmediate(resolve));
    const second = [4, 5].map((n) => queue.submit(n, 1));
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('caps a batch by items and by bytes, one oversized request still going alone', async () => {
    const byItems = recorder({ maxItems: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((n) => byItems.queue.submit(n, 1)));
    expect(byItems.batches).toEqual([[1, 2], [3, 4], [5]]);

    const byBytes = recorder({ maxBytes: 10 });
    await Promise.all(
      [
        [1, 4],
        [2, 4],
        [3, 4],
        [4, 50],
        [5, 1],
      ].map(([n, bytes]) => byBytes.queue.submit(n!, bytes!)),
    );
    expect(byBytes.batches).toEqual([[1, 2], [3], [4], [5]]);
  });

  it('rejects whatever the executor leaves unsettled, so no caller hangs', async () => {
    const throwing = new GroupCommitQueue<number, number>(async () => {
      throw new Error('boom');
    });
    await expect(Promise.all([throwing.submit(1, 1), throwing.submit(2, 1)])).rejects.toThrow('boom');

    const forgetful = new GroupCommitQueue<number, number>(async (batch) => batch[0]!.resolve(1));
    const results = await Promise.allSettled([forgetful.submit(1, 1), forgetful.submit(2, 1)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
  });

  it('idle() waits for queued and running batches', async () => {
    const { queue } = recorder();
    let settled = 0;
    for (const n of [1, 2, 3]) void queue.submit(n, 1).then(() => (settled += 1));
    await queue.idle();
    expect(settled).toBe(3);
    await queue.idle();
  });
});
