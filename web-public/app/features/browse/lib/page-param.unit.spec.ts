import { readPage } from './page-param';

const read = (query: string) => readPage(new URLSearchParams(query));

describe('readPage', () => {
  it('takes a plain whole number from 2 on', () => {
    expect(read('')).toEqual({ page: 1, canonical: true });
    expect(read('page=2')).toEqual({ page: 2, canonical: true });
    expect(read('sort=newest&page=40')).toEqual({ page: 40, canonical: true });
    // Past the search's last page: the loader redirects it to the list's last page.
    expect(read('page=999999999999')).toEqual({ page: 999_999_999_999, canonical: true });
  });

  it('sends page 1, below 1, junk and repeats to page 1, and leading zeros to the plain number', () => {
    for (const junk of [
      'page=1',
      'page=0',
      'page=-3',
      'page=abc',
      'page=1.5',
      'page=',
      'page=2&page=3',
      'page=1e3',
      `page=${'9'.repeat(40)}`,
    ])
      expect([junk, read(junk)]).toEqual([junk, { page: 1, canonical: false }]);
    expect(read('page=02')).toEqual({ page: 2, canonical: false });
  });
});
