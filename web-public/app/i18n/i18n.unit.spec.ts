import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { COMMON, defineNamespace, getI18n, getT, translate } from './i18n';
import { en as commonEn } from './en';
import { pl as commonPl } from './pl';

type Tree = { [key: string]: string | Tree };

/** Every leaf key of a namespace, the plural suffixes folded into their key. */
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keysOf(v, `${prefix}${k}.`),
  );

const FEATURES = join(__dirname, '..', 'features');

async function resources() {
  const out: Record<'pl' | 'en', Record<string, Tree>> = { pl: { [COMMON]: commonPl }, en: { [COMMON]: commonEn } };
  for (const feature of readdirSync(FEATURES).filter((f) => existsSync(join(FEATURES, f, 'i18n', 'index.ts')))) {
    const index = (await import(join(FEATURES, feature, 'i18n', 'index.ts'))) as Record<string, unknown>;
    const ns = Object.values(index).find((v): v is string => typeof v === 'string');
    const { pl } = (await import(join(FEATURES, feature, 'i18n', 'pl.ts'))) as { pl: Tree };
    const { en } = (await import(join(FEATURES, feature, 'i18n', 'en.ts'))) as { en: Tree };
    if (!ns) throw new Error(`features/${feature}/i18n/index.ts names no namespace`);
    out.pl[ns] = pl;
    out.en[ns] = en;
  }
  return out;
}

describe('the translator', () => {
  it('says every text of every namespace as i18next does: values, plural forms, the fallback to common', async () => {
    const res = await resources();
    expect(Object.keys(res.pl).length).toBeGreaterThan(10);
    for (const locale of ['pl', 'en'] as const) {
      const reference = createInstance({
        lng: locale,
        fallbackLng: false,
        ns: Object.keys(res[locale]),
        defaultNS: COMMON,
        fallbackNS: COMMON,
        resources: { [locale]: res[locale] },
        interpolation: { escapeValue: false },
        initAsync: false,
        showSupportNotice: false,
      } as Parameters<typeof createInstance>[0]);
      await reference.init();
      let compared = 0;
      for (const [ns, tree] of Object.entries(res[locale])) {
        for (const key of new Set(keysOf(tree))) {
          for (const values of [
            undefined,
            { count: 0, name: 'Ania', title: 'Tytuł' },
            { count: 1 },
            { count: 3 },
            { count: 5 },
            { count: 22 },
            { count: 1.5 },
          ]) {
            // Untyped on purpose: the keys come from the files, not from the compiler's key list.
            const t = reference.getFixedT(locale, ns as never) as unknown as (key: string, values?: object) => string;
            const expected = t(key, values);
            // i18next leaves `{{name}}` of a value it was not given; the pages always give theirs.
            if (/\{\{/.test(expected)) continue;
            expect([ns, key, values, translate(locale, [ns], key, values)]).toEqual([ns, key, values, expected]);
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(1000);
    }
  });

  it('falls back to common, then answers the key itself', () => {
    expect(getT('pl', 'dashboard' as never)('nav.home' as never)).toBe('Strona główna');
    expect(getT('en')('no.such.key' as never)).toBe('no.such.key');
  });

  it('has what react-i18next reads from an instance', () => {
    const i18n = getI18n('en');
    expect(i18n.language).toBe('en');
    expect(i18n.languages).toEqual(['en']);
    expect(i18n.hasLoadedNamespace(COMMON)).toBe(true);
    expect(i18n.getFixedT('en', COMMON)('nav.home')).toBe('Home');
  });
});

describe('resolved texts', () => {
  it('are found again once a namespace loaded later brings the key, with its plural forms and values', () => {
    expect(translate('pl', ['later-chunk'], 'photos', { count: 3 })).toBe('photos');
    defineNamespace('later-chunk', {
      pl: {
        photos_one: '{{count}} zdjęcie',
        photos_few: '{{count}} zdjęcia',
        photos_many: '{{count}} zdjęć',
        photos_other: '{{count}} zdjęcia',
      },
      en: {
        photos_one: '{{count}} photo',
        photos_few: '{{count}} photos',
        photos_many: '{{count}} photos',
        photos_other: '{{count}} photos',
      },
    });
    expect(translate('pl', ['later-chunk'], 'photos', { count: 3 })).toBe('3 zdjęcia');
    expect(translate('pl', ['later-chunk'], 'photos', { count: 5 })).toBe('5 zdjęć');
    expect(translate('pl', ['later-chunk'], 'photos', { count: 22 })).toBe('22 zdjęcia');
    expect(translate('en', ['later-chunk'], 'photos', { count: 1 })).toBe('1 photo');
  });
});
