import { CONTRACT_CONTEXTS } from './contexts';
import { CONTRACT_MESSAGES } from './messages';
import { PERSONAL_DATA_POLICY } from './personal-data';

/** The catalogue and the sealing policy merge the contexts' declarations: a name declared twice would silently lose one. */
describe('the list of contract contexts', () => {
  const repeated = (names: string[]) => names.filter((name, i) => names.indexOf(name) !== i);

  it('names each context once', () => {
    expect(repeated(CONTRACT_CONTEXTS.map((c) => c.name))).toEqual([]);
  });

  it('gives each message namespace to one context, none of them the kernel’s common', () => {
    const namespaces = CONTRACT_CONTEXTS.flatMap((c) => Object.keys(c.messages));
    expect(repeated([...namespaces, 'common'])).toEqual([]);
    expect(Object.keys(CONTRACT_MESSAGES).sort()).toEqual(['common', ...namespaces].sort());
  });

  it('declares the personal data of each event in one context only', () => {
    const events = CONTRACT_CONTEXTS.flatMap((c) => ('personalData' in c ? Object.keys(c.personalData) : []));
    expect(repeated(events)).toEqual([]);
    expect(Object.keys(PERSONAL_DATA_POLICY).sort()).toEqual(events.sort());
  });
});
