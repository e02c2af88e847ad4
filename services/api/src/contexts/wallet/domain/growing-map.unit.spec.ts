import { GrowingMap, GrowingSet } from './growing-map';

describe('GrowingMap', () => {
  it('each version sees only what was set before it', () => {
    const empty = GrowingMap.empty<string, number>();
    const one = empty.set('a', 1);
    const two = one.set('b', 2);
    const three = two.set('a', 3);
    expect([empty.get('a'), empty.has('a')]).toEqual([undefined, false]);
    expect([one.get('a'), one.get('b')]).toEqual([1, undefined]);
    expect([two.get('a'), two.get('b')]).toEqual([1, 2]);
    expect([three.get('a'), three.get('b')]).toEqual([3, 2]);
    expect(one.get('a')).toBe(1);
  });

  it('growing an older version again branches without disturbing the newer ones', () => {
    const one = GrowingMap.empty<string, number>().set('a', 1);
    const newer = one.set('b', 2).set('a', 9);
    const branch = one.set('c', 3);
    const deeper = branch.set('a', 4);
    expect([branch.get('a'), branch.get('b'), branch.get('c')]).toEqual([1, undefined, 3]);
    expect([deeper.get('a'), deeper.get('c')]).toEqual([4, 3]);
    expect([newer.get('a'), newer.get('b'), newer.get('c')]).toEqual([9, 2, undefined]);
    expect([one.get('a'), one.get('b'), one.get('c')]).toEqual([1, undefined, undefined]);
    // The branch of the empty map too.
    const fromEmpty = GrowingMap.empty<string, number>();
    fromEmpty.set('x', 1);
    expect(fromEmpty.set('y', 2).has('x')).toBe(false);
  });

  it('grows in linear time', () => {
    let map = GrowingMap.empty<string, true>();
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) map = map.set(`k${i}`, true);
    expect(performance.now() - started).toBeLessThan(1000);
    expect([map.has('k0'), map.has('k99999'), map.has('k100000')]).toEqual([true, true, false]);
  });
});

describe('GrowingSet', () => {
  it('each version sees only what was added before it, and a branch does not disturb the newer ones', () => {
    const empty = GrowingSet.empty<string>();
    const a = empty.add('a');
    const ab = a.add('b');
    expect(ab.add('a')).toBe(ab);
    const ac = a.add('c');
    expect([empty.has('a'), a.has('a'), a.has('b'), ab.has('b'), ab.has('c')]).toEqual([false, true, false, true, false]);
    expect([ac.has('a'), ac.has('b'), ac.has('c')]).toEqual([true, false, true]);
    expect([ab.has('c'), ab.add('d').has('d'), ac.has('d')]).toEqual([false, true, false]);
  });

  it('grows in linear time', () => {
    let set = GrowingSet.empty<string>();
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) set = set.add(`k${i}`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect([set.has('k0'), set.has('k99999'), set.has('k100000')]).toEqual([true, true, false]);
  });
});
