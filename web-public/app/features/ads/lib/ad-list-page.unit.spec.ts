import { adListPage } from './ad-list-page';

const ad = (id: string, promoted = false) => ({ id, title: `Anons ${id}`, promoted });

describe('adListPage (docs/product.md § 4: an ad already present is ignored)', () => {
  it('puts the premium block first and skips its ads among the regular results of the page', () => {
    const page = adListPage([ad('p1', true), ad('p2', true)], [ad('p2', true), ad('a1'), ad('p1', true), ad('a2')]);
    expect(page.premium.map((a) => a.id)).toEqual(['p1', 'p2']);
    expect(page.ads.map((a) => a.id)).toEqual(['a1', 'a2']);
  });

  it('ignores a repeated id inside either list, keeping the first', () => {
    const first = { ...ad('p1', true), title: 'first' };
    const page = adListPage([first, { ...ad('p1', true), title: 'second' }], [ad('a1'), ad('a1'), ad('a2')]);
    expect(page.premium).toEqual([first]);
    expect(page.ads.map((a) => a.id)).toEqual(['a1', 'a2']);
  });

  it('leaves the regular results whole without a premium block (none, or it failed)', () => {
    const ads = [ad('a1'), ad('a2'), ad('a3')];
    expect(adListPage([], ads)).toEqual({ premium: [], ads });
    expect(adListPage([ad('p1', true)], [])).toEqual({ premium: [ad('p1', true)], ads: [] });
  });

  it('never shows one id twice on a page, whatever the two lists hold', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    for (let seed = 1; seed < 50; seed++) {
      const pickSome = (k: number) => ids.filter((_, i) => (seed * (i + 3) * k) % 7 < 4).map((id) => ad(id));
      const page = adListPage(pickSome(1), pickSome(2));
      const shown = [...page.premium, ...page.ads].map((a) => a.id);
      expect(new Set(shown).size).toBe(shown.length);
      expect(new Set(shown)).toEqual(new Set([...pickSome(1), ...pickSome(2)].map((a) => a.id)));
    }
  });
});
