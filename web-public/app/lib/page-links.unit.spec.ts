import { pageHref, pageLinks, pageLinksMeta, pageWindow } from './page-links';

describe('page links', () => {
  it('writes ?page=n (none for page 1), keeps the other parameters and drops any old cursor', () => {
    expect(pageHref('/anonse/', '?sort=newest&page=4&cursor=old', 1)).toBe('/anonse/?sort=newest');
    expect(pageHref('/anonse/', '?sort=newest&cursor=old', 3)).toBe('/anonse/?sort=newest&page=3');
    expect(pageHref('/anonse/', '', 3, 'next_C-1')).toBe('/anonse/?page=3&cursor=next_C-1');
    expect(pageHref('/anonse/', '', 1, 'ignored')).toBe('/anonse/');
  });
  it('gives "next" the keyset cursor of the page after this one, "prev" none, and nothing past either end', () => {
    expect(pageLinks({ pathname: '/search/', search: '?city=krakow&page=2&cursor=c2', page: 2, pageCount: 5, nextCursor: 'c3' })).toEqual({
      prev: '/search/?city=krakow',
      next: '/search/?city=krakow&page=3&cursor=c3',
    });
    expect(pageLinks({ pathname: '/search/', search: '', page: 1, pageCount: 1, nextCursor: null })).toEqual({ prev: null, next: null });
    expect(pageLinks({ pathname: '/a/', search: '?page=5', page: 5, pageCount: 5 })).toEqual({ prev: '/a/?page=4', next: null });
    expect(pageLinks({ pathname: '/a/', search: '', page: 1, pageCount: 3, nextCursor: null }).next).toBe('/a/?page=2');
  });
  it("puts rel=prev/next in the head with the root's origin", () => {
    const matches = [{ id: 'root', data: { origin: 'https://anonse.example' } }];
    expect(pageLinksMeta({ data: { pageLinks: { prev: '/anonse/', next: '/anonse/?page=3&cursor=c' } }, matches })).toEqual([
      { tagName: 'link', rel: 'prev', href: 'https://anonse.example/anonse/' },
      { tagName: 'link', rel: 'next', href: 'https://anonse.example/anonse/?page=3&cursor=c' },
    ]);
    expect(pageLinksMeta({ data: { pageLinks: { prev: null, next: null } }, matches })).toEqual([]);
    expect(pageLinksMeta({ data: undefined, matches: [] })).toEqual([]);
  });
  it('shows the first, the last and a window around the current page', () => {
    expect(pageWindow(5, 10)).toEqual([1, 0, 4, 5, 6, 0, 10]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
  });
});
