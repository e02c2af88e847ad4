import { hoursOf, searchedHours } from './working-hours';

describe('working hours', () => {
  it.each([
    [10, 22, [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]],
    [22, 2, [22, 23, 0, 1]],
    [23, 24, [23]],
    [0, 24, Array.from({ length: 24 }, (_, h) => h)],
  ])('an ad open %i–%i is open during %j', (from, to, hours) => {
    expect(hoursOf(from, to)).toEqual(hours);
  });

  it('reads a searched window, with or without both ends', () => {
    expect(searchedHours(undefined, undefined)).toBeUndefined();
    expect(searchedHours(23, 1)).toEqual([23, 0]);
    expect(searchedHours(21, undefined)).toEqual([21]);
    expect(searchedHours(undefined, 0)).toEqual([23]);
    expect(searchedHours(5, 5)).toBeUndefined();
  });
});
