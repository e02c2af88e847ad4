/**
 * The sixteen provinces, apart from the towns (./places.ts, ~1,000 of them): a page that names or links a province, or
 * canonicalises a filter's province, needs only these. The same list as `pl-places.json` (places.unit.spec.ts checks).
 */
export interface Province {
  id: number;
  slug: string;
  name: string;
}

export const PROVINCES: readonly Province[] = [
  { id: 1, slug: 'kujawsko-pomorskie', name: 'Kujawsko-pomorskie' },
  { id: 2, slug: 'lubelskie', name: 'Lubelskie' },
  { id: 3, slug: 'lubuskie', name: 'Lubuskie' },
  { id: 4, slug: 'lodzkie', name: 'Łódzkie' },
  { id: 5, slug: 'malopolskie', name: 'Małopolskie' },
  { id: 6, slug: 'mazowieckie', name: 'Mazowieckie' },
  { id: 7, slug: 'opolskie', name: 'Opolskie' },
  { id: 8, slug: 'podkarpackie', name: 'Podkarpackie' },
  { id: 9, slug: 'podlaskie', name: 'Podlaskie' },
  { id: 10, slug: 'pomorskie', name: 'Pomorskie' },
  { id: 11, slug: 'slaskie', name: 'Śląskie' },
  { id: 12, slug: 'swietokrzyskie', name: 'Świętokrzyskie' },
  { id: 13, slug: 'warminsko-mazurskie', name: 'Warmińsko-mazurskie' },
  { id: 14, slug: 'wielkopolskie', name: 'Wielkopolskie' },
  { id: 15, slug: 'zachodniopomorskie', name: 'Zachodniopomorskie' },
  { id: 16, slug: 'dolnoslaskie', name: 'Dolnośląskie' },
];

const provinceBySlug = new Map(PROVINCES.map((p) => [p.slug, p]));
const provinceById = new Map(PROVINCES.map((p) => [p.id, p]));

export const provinceBySlugOrId = (value: string | number): Province | undefined =>
  typeof value === 'number' || /^\d+$/.test(value) ? provinceById.get(Number(value)) : provinceBySlug.get(value);

/** The province a slug names (only slugs: free text goes through `placeOfText`). */
export const provinceOfSlug = (slug: string): Province | undefined => provinceBySlug.get(slug);
