import { INITIAL_SEARCH_STATE, searchReducer, searchStore, type SearchAction, type SearchState } from './search-state';

const run = (...actions: SearchAction[]): SearchState => actions.reduce(searchReducer, INITIAL_SEARCH_STATE);

describe('the shared search state (docs/product.md § 3)', () => {
  it('keeps the typed text and the picked place, and clearing resets the city', () => {
    const picked = run({ type: 'typed', value: 'kra' }, { type: 'placePicked', key: 'krakow', label: 'Kraków' });
    expect(picked).toMatchObject({ searchValue: 'Kraków', city: 'krakow', searches: 1 });
    expect(searchReducer(picked, { type: 'cleared' })).toMatchObject({ searchValue: '', city: null, searches: 1 });
  });
  it("the dialog's Search resets the place, raises the counter and closes the dialog (docs/product.md § 4)", () => {
    const state = run({ type: 'placePicked', key: 'gdansk', label: 'Gdańsk' }, { type: 'dialogOpened' }, { type: 'dialogSearched' });
    expect(state).toEqual({ searchValue: '', city: null, dialogOpen: false, searches: 2 });
    expect(run({ type: 'dialogOpened' }, { type: 'dialogClosed' })).toEqual(INITIAL_SEARCH_STATE);
    expect(run({ type: 'searched' }, { type: 'searched' }).searches).toBe(2);
  });
  it('tells its subscribers, and the server always renders the initial state', () => {
    const seen: number[] = [];
    const stop = searchStore.subscribe(() => seen.push(searchStore.get().searches));
    searchStore.dispatch({ type: 'searched' });
    stop();
    searchStore.dispatch({ type: 'searched' });
    expect(seen).toHaveLength(1);
    expect(searchStore.get().searches).toBe(seen[0]! + 1);
    expect(searchStore.getServer()).toBe(INITIAL_SEARCH_STATE);
  });
});
