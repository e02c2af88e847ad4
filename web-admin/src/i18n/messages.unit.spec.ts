import { resources } from '../resources';
import { appMessages } from './messages';

/** Every text of a message tree by its dotted key. */
const texts = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : texts(value as object, `${prefix}${key}.`),
  );

/** What a translation must keep from the Polish text: its %{placeholders} and its number of plural forms. */
const shape = (text: string) => ({
  placeholders: [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort(),
  plurals: text.split('||||').length,
});

describe('the console messages', () => {
  const pl = new Map(texts(appMessages.pl));
  const en = new Map(texts(appMessages.en));

  it('has the same keys in English as in Polish, with the texts of every registered resource', () => {
    expect([...en.keys()].sort()).toEqual([...pl.keys()].sort());
    for (const { name } of resources) expect(pl.has(`resources.${name}.name`)).toBe(true);
  });

  it('keeps the placeholders and plural forms of every Polish text', () => {
    for (const [key, text] of pl) expect({ key, ...shape(en.get(key) ?? '') }).toEqual({ key, ...shape(text) });
  });
});
