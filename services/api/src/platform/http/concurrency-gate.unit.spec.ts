import { ConcurrencyGate } from './concurrency-gate';

describe('ConcurrencyGate', () => {
  it('admits up to its limit, then hands each freed slot to the highest priority waiting longest', async () => {
    const gate = new ConcurrencyGate(2);
    expect(await gate.acquire(2)).toBe(true);
    expect(await gate.acquire(2)).toBe(true);
    const order: string[] = [];
    const anonymous = gate.acquire(2).then((ok) => order.push(`anonymous ${ok}`));
    const read = gate.acquire(1).then((ok) => order.push(`read ${ok}`));
    const write = gate.acquire(0).then((ok) => order.push(`write ${ok}`));
    expect(gate.waiting).toBe(3);
    gate.release();
    gate.release();
    await Promise.all([write, read]);
    expect(order).toEqual(['write true', 'read true']);
    gate.release();
    await anonymous;
    expect(order).toEqual(['write true', 'read true', 'anonymous true']);
    expect(gate.inService).toBe(2);
  });

  it('refuses a waiter after its longest wait, or at once when its queue is full, and keeps the count right', async () => {
    jest.useFakeTimers();
    try {
      const gate = new ConcurrencyGate(1);
      expect(await gate.acquire(0)).toBe(true);
      const patient = gate.acquire(2, { maxWaitMs: 100, maxQueued: 1 });
      expect(await gate.acquire(2, { maxWaitMs: 100, maxQueued: 1 })).toBe(false);
      jest.advanceTimersByTime(100);
      expect(await patient).toBe(false);
      expect(gate.waiting).toBe(0);
      gate.release();
      expect(gate.inService).toBe(0);
      expect(await gate.acquire(2)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
