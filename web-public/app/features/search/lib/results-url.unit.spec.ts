import { SORT_OPTIONS, carriedParams, resultsHref } from './results-url';

describe('results toolbar URLs', () => {
  it('offers the default order first and every order of the contract', () => {
    expect(SORT_OPTIONS).toEqual(['recommended', 'newest', 'bumped', 'price_asc', 'price_desc']);
  });
  it('sets the order, never writes the default one, and starts again at page 1', () => {
    expect(resultsHref('/anonse/krakow/', '?page=3&cursor=xyz', { sort: 'price_desc' })).toBe('/anonse/krakow/?sort=price_desc');
    expect(resultsHref('/search/', '?city=krakow&sort=newest&page=2', { sort: 'recommended' })).toBe('/search/?city=krakow');
    expect(resultsHref('/search/', '?city=krakow&sort=newest', { sort: null })).toBe('/search/?city=krakow');
  });
  it('toggles "available now" as available_now=1, keeping the order and every other parameter', () => {
    expect(resultsHref('/anonse/', '?sort=newest&service=gfe&service=pse', { availableNow: true })).toBe(
      '/anonse/?sort=newest&service=gfe&service=pse&available_now=1',
    );
    expect(resultsHref('/anonse/', '?available_now=1&sort=newest', { availableNow: false })).toBe('/anonse/?sort=newest');
  });
  it("carries the query's other parameters in the GET form, not the ones the toolbar sets", () => {
    expect(carriedParams('?city=krakow&sort=newest&page=2&cursor=x&available_now=1&service=gfe&service=pse')).toEqual([
      ['city', 'krakow'],
      ['service', 'gfe'],
      ['service', 'pse'],
    ]);
  });
});
