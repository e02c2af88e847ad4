import { AD_LIST_CATEGORIES, LIST_FAMILY_IDS, SERVICES, listHref, type ListPath, type Locale } from '@anonse/contracts/browser';
import { PROVINCES, cityByKeyOf, districtsOfCity } from '@anonse/contracts/places';
import { listCrumbs, listDescription, listHeading, listIntro, listTitle, serviceText, textSeo } from './list-seo';

const krakow = cityByKeyOf('krakow')!;
const warszawa = cityByKeyOf('warszawa')!;
const places: Pick<ListPath, 'province' | 'city' | 'district'>[] = [
  {},
  // Two provinces stand for all 16: a place only ever enters a title as its name.
  { province: PROVINCES[0]! },
  { province: PROVINCES[15]! },
  { city: krakow },
  { city: warszawa },
  { city: cityByKeyOf('zielona-gora')! },
  { city: warszawa, district: districtsOfCity('warszawa').find((d) => d.slug === 'mokotow')! },
];

/** Every indexable kind of list page: each family with its categories or services, at every kind of place. */
function everyPage(): ListPath[] {
  const out: ListPath[] = [];
  for (const family of LIST_FAMILY_IDS) {
    const leads: Pick<ListPath, 'category' | 'service'>[] =
      family === 'adList'
        ? [{}, ...AD_LIST_CATEGORIES.map((category) => ({ category }))]
        : family === 'services'
          ? SERVICES.map((service) => ({ service }))
          : [{}];
    for (const lead of leads) for (const place of places) out.push({ family, ...lead, ...place });
  }
  return out;
}

// A hyphenated name is one word ("Body-to-body massage" repeats nothing).
const words = (title: string) =>
  title
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));

describe('list page SEO', () => {
  const pages = everyPage();

  it.each(['pl', 'en'] as Locale[])('gives every list page its own title and description (%s), page numbers from page 2 on', (locale) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const clashes: string[] = [];
    for (const path of pages) {
      const url = listHref(path, locale);
      for (const page of [1, 2]) {
        const title = listTitle(path, locale, page);
        const description = listDescription(path, locale, 7, page);
        if (titles.has(title)) clashes.push(`${url} ${page}: title of ${titles.get(title)}`);
        if (descriptions.has(description)) clashes.push(`${url} ${page}: description of ${descriptions.get(description)}`);
        if (page === 2 && !title.includes(locale === 'pl' ? 'strona 2' : 'page 2')) clashes.push(`${url}: no page number`);
        titles.set(title, url);
        descriptions.set(description, url);
      }
    }
    expect(clashes).toEqual([]);
    expect(titles.size).toBe(pages.length * 2);
  });

  it('repeats no word in an English title', () => {
    const repeats = pages
      .flatMap((path) => [listTitle(path, 'en', 1), listTitle(path, 'en', 3)])
      .filter((title) => new Set(words(title)).size !== words(title).length);
    expect(repeats).toEqual([]);
  });

  it('heads a page with what it lists and where', () => {
    expect(listHeading({ family: 'adList' }, 'pl')).toBe('Anonse towarzyskie');
    expect(listHeading({ family: 'adList', category: AD_LIST_CATEGORIES[0], city: krakow }, 'en')).toBe('Ladies — Kraków');
    expect(listHeading({ family: 'escorts', city: warszawa, district: places.at(-1)!.district }, 'pl')).toBe(
      'Towarzystwo i escort — Warszawa, Mokotów',
    );
    const gfe = SERVICES.find((s) => s.slug === 'gfe')!;
    expect(listHeading({ family: 'services', service: gfe }, 'en')).toBe('Girlfriend experience');
    expect(listTitle({ family: 'massages', city: krakow }, 'en', 2)).toBe('Erotic massages in Kraków — page 2 | anonse');
  });

  it('describes every service at the top of its page, in both languages, each differently', () => {
    for (const locale of ['pl', 'en'] as Locale[]) {
      const texts = SERVICES.map((s) => serviceText(s, locale));
      expect(new Set(texts).size).toBe(SERVICES.length);
      for (const [i, s] of SERVICES.entries()) {
        expect(texts[i]!.length).toBeGreaterThan(40);
        if (!s.info) expect(texts[i]).toContain(s.name[locale]);
      }
      for (const s of SERVICES) expect(listIntro({ family: 'services', service: s, city: krakow }, locale)).toBe(serviceText(s, locale));
    }
  });

  it('gives each family its own intro on its first page, none under a category or place', () => {
    const intros = (['adList', 'eroticAds', 'escorts', 'massages'] as const).map((family) => listIntro({ family }, 'pl'));
    expect(new Set(intros).size).toBe(4);
    expect(listIntro({ family: 'eroticAds', city: krakow }, 'pl')).toBeNull();
    expect(listIntro({ family: 'adList', category: AD_LIST_CATEGORIES[1] }, 'pl')).toBeNull();
  });

  it('leads the breadcrumbs from home through the family, category and province to the page', () => {
    const trail = (path: ListPath, locale: Locale = 'pl') => listCrumbs(path, locale).map((c) => (c.to ? `${c.label} ${c.to}` : c.label));
    expect(trail({ family: 'adList', category: AD_LIST_CATEGORIES[0], city: warszawa, district: places.at(-1)!.district })).toEqual([
      'Strona główna /',
      'Anonse towarzyskie /anonse/',
      'Panie /anonse/panie/',
      'Mazowieckie /anonse/panie/mazowieckie/',
      'Warszawa /anonse/panie/warszawa/',
      'Mokotów',
    ]);
    expect(trail({ family: 'services', service: SERVICES[0]!, city: krakow }, 'en')).toEqual([
      'Home /en/',
      'Services /en/services/',
      'GFE climate /en/services/gfe/',
      'Małopolskie /en/services/gfe/malopolskie/',
      'Kraków',
    ]);
    expect(trail({ family: 'escorts' })).toEqual(['Strona główna /', 'Towarzystwo i escort']);
  });

  it('titles a typed-text page with the text, and leads back to the lists', () => {
    const page = textSeo('zakopane centrum', 'pl', 2);
    expect(page.heading).toBe('Wyniki dla „zakopane centrum”');
    expect(page.title).toBe('„zakopane centrum” — wyniki wyszukiwania — strona 2 | anonse');
    expect(page.crumbs.map((c) => c.label)).toEqual(['Strona główna', 'Anonse towarzyskie', '„zakopane centrum”']);
  });
});
