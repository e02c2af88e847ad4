import { SERVICES, type Locale, type Service } from '@anonse/contracts/browser';

/** Lower case without diacritics (ł → l too), so "masaz" finds "Masaż" and "lodz" finds "Łódź". */
export const foldText = (text: string): string =>
  text
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The services a multi-select offers for a typed text: not yet chosen, matched on the name in the page's language
 * (and the Polish slug) with accents ignored — names starting with the text first, then names with a word
 * starting with it, then any other containing it; alphabetical within each. Empty text: all of them.
 */
export function matchServices(
  text: string,
  locale: Locale,
  chosen: readonly string[] = [],
  services: readonly Service[] = SERVICES,
): Service[] {
  const q = foldText(text);
  const open = services.filter((s) => !chosen.includes(s.slug));
  const byName = (a: Service, b: Service) => a.name[locale].localeCompare(b.name[locale], locale);
  if (!q) return [...open].sort(byName);
  const rank = (s: Service): number => {
    const name = foldText(s.name[locale]);
    if (name.startsWith(q)) return 0;
    if (name.split(/[\s-]+/).some((w) => w.startsWith(q)) || s.slug.split('-').some((w) => w.startsWith(q.replace(/\s+/g, '-')))) return 1;
    if (name.includes(q) || s.slug.includes(q.replace(/\s+/g, '-'))) return 2;
    return 3;
  };
  return open
    .map((s) => ({ s, r: rank(s) }))
    .filter(({ r }) => r < 3)
    .sort((a, b) => a.r - b.r || byName(a.s, b.s))
    .map(({ s }) => s);
}
