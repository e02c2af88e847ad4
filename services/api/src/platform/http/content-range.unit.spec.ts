import { listRequest } from './content-range';

describe('listRequest', () => {
  it('upper-cases the direction of react-admin’s sort for SQL and keeps the asked range', () => {
    expect(listRequest({ filter: { status: 'pending' }, sort: ['createdAt', 'desc'] as const, range: [25, 49] })).toEqual({
      filter: { status: 'pending' },
      sort: { field: 'createdAt', order: 'DESC' },
      range: [25, 49],
    });
  });

  it('asks for the first 25 rows, unsorted and unfiltered, when the query names nothing', () => {
    expect(listRequest({})).toEqual({ filter: undefined, sort: undefined, range: [0, 24] });
  });
});
