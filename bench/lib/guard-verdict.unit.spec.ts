import { guardVerdict } from './guard-verdict';

describe('guardVerdict', () => {
  it('passes a path up to twice its baseline and fails it beyond', () => {
    const verdict = guardVerdict({ page: 4, api: 1.01 }, { page: 2, api: 0.5 }, 2);
    expect(verdict.map((v) => [v.path, v.regressed])).toEqual([
      ['page', false],
      ['api', true],
    ]);
    expect(verdict[1]!.times).toBeCloseTo(2.02);
  });

  it('fails a path that has no baseline, so a new one is not left unguarded', () => {
    expect(guardVerdict({ forum: 1 }, {}, 2)[0]).toMatchObject({ regressed: true, baseline: undefined });
  });
});
