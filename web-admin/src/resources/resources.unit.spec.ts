import { resources } from '.';

describe('the console resources', () => {
  it('each take a menu position of their own, so the menu order is never left to chance', () => {
    const positions = resources.map((r) => r.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect(resources[0]?.name).toBe('dashboard');
  });
});
