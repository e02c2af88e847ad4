import type { Localized } from '../i18n';

/**
 * The fixed list of services an ad may offer (spec § 3: about 85–90 names, neutral wording).
 * `slug` is stable and is what ads, filters and URLs store; `info` feeds the info popup.
 */
export interface Service {
  slug: string;
  name: Localized;
  info?: { title: Localized; description: Localized };
}

export const SERVICES: readonly Service[] = [
  { slug: 'gfe', name: { pl: 'Klimat GFE', en: 'GFE climate' } },
  { slug: 'sex-telefon', name: { pl: 'Sex telefon', en: 'Phone sex' } },
  { slug: 'pokazy-online', name: { pl: 'Pokazy online', en: 'Online shows' } },
];

export const SERVICE_SLUGS = SERVICES.map((s) => s.slug);
const bySlug = new Map(SERVICES.map((s) => [s.slug, s]));
export const serviceBySlug = (slug: string): Service | undefined => bySlug.get(slug);
