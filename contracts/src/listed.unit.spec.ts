import { listed } from './listed';

describe('listed', () => {
  it('answers the descriptors of a list module sorted by name, whatever order the module keeps', () => {
    const list = { zContext: { name: 'z' }, aContext: { name: 'a' }, mContext: { name: 'm' } };
    expect(listed(list).map((c) => c.name)).toEqual(['a', 'm', 'z']);
  });
});
