import type { Localized } from '../i18n';

/** Search categories (`tag1`): what an ad is, chosen by the advertiser. */
export const SEARCH_CATEGORIES = [
  { slug: 'kobieta', name: { pl: 'Kobieta', en: 'Woman' } },
  { slug: 'mezczyzna', name: { pl: 'Mężczyzna', en: 'Man' } },
  { slug: 'trans', name: { pl: 'Trans', en: 'Trans' } },
  { slug: 'para', name: { pl: 'Para', en: 'Couple' } },
  { slug: 'bdsm', name: { pl: 'BDSM', en: 'BDSM' } },
  { slug: 'masaz', name: { pl: 'Masaż', en: 'Massage' } },
  { slug: 'striptiz', name: { pl: 'Striptiz', en: 'Striptease' } },
] as const satisfies readonly { slug: string; name: Localized }[];

export type SearchCategorySlug = (typeof SEARCH_CATEGORIES)[number]['slug'];
export const SEARCH_CATEGORY_SLUGS = SEARCH_CATEGORIES.map((c) => c.slug) as [SearchCategorySlug, ...SearchCategorySlug[]];

/**
 * Ad-list categories: the header tabs and `/anonse/{slug}/` pages. Each is a saved search: most select a
 * search category, two select ads offering a service (GFE climate; phone and cam shows).
 */
export interface AdListCategory {
  slug: Localized;
  name: Localized;
  filter: { tag1?: SearchCategorySlug; service?: string[] };
}

export const AD_LIST_CATEGORIES: readonly AdListCategory[] = [
  { slug: { pl: 'panie', en: 'ladies' }, name: { pl: 'Panie', en: 'Ladies' }, filter: { tag1: 'kobieta' } },
  { slug: { pl: 'panowie', en: 'gentlemen' }, name: { pl: 'Panowie', en: 'Gentlemen' }, filter: { tag1: 'mezczyzna' } },
  { slug: { pl: 'klimat-gfe', en: 'gfe-climate' }, name: { pl: 'Klimat GFE', en: 'GFE climate' }, filter: { service: ['gfe'] } },
  { slug: { pl: 'pary', en: 'couples' }, name: { pl: 'Pary', en: 'Couples' }, filter: { tag1: 'para' } },
  {
    slug: { pl: 'sex-telefon-pokazy', en: 'phone-and-shows' },
    name: { pl: 'Sex telefon i pokazy', en: 'Phone and cam shows' },
    filter: { service: ['sex-telefon', 'pokazy-online'] },
  },
  { slug: { pl: 'masaz', en: 'massage' }, name: { pl: 'Masaż', en: 'Massage' }, filter: { tag1: 'masaz' } },
  { slug: { pl: 'striptiz', en: 'striptease' }, name: { pl: 'Striptiz', en: 'Striptease' }, filter: { tag1: 'striptiz' } },
  { slug: { pl: 'trans', en: 'trans' }, name: { pl: 'Trans', en: 'Trans' }, filter: { tag1: 'trans' } },
  { slug: { pl: 'bdsm', en: 'bdsm' }, name: { pl: 'BDSM', en: 'BDSM' }, filter: { tag1: 'bdsm' } },
];
