import type { Locale } from '@anonse/contracts/browser';
import type { MetaDescriptor } from 'react-router';

/** What every page's loader returns for its <head>: built into meta by `buildMeta`. */
export interface PageSeo {
  title: string;
  description: string;
  locale: Locale;
  /** Path (and query) of this page in each locale; `en: null` when the page has no English form. */
  alternates: Record<Locale, string | null>;
  /** false → `noindex` (account pages, search results). */
  index?: boolean;
}

/** Words as a title repeats them: letters and digits, case-folded; a hyphenated name is one word. */
export const titleWords = (text: string): string[] =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));

/**
 * A title without a part that only repeats words said before it: "Anna Kraków — Kraków | anonse" becomes "Anna
 * Kraków | anonse" (the repeat reads as a stutter in a result list). Parts are what the
 * templates join with " — ", " | " or ": "; the first part always stays.
 */
export function composeTitle(title: string): string {
  const parts = title.split(/(\s+[—|–]\s+|:\s+)/);
  let out = parts[0] ?? '';
  const seen = new Set(titleWords(out));
  for (let i = 1; i < parts.length; i += 2) {
    const separator = parts[i]!;
    const part = parts[i + 1] ?? '';
    const words = titleWords(part);
    if (words.length > 0 && words.every((w) => seen.has(w))) continue;
    for (const w of words) seen.add(w);
    out += separator + part;
  }
  return out;
}

const abs = (origin: string, path: string) => (origin ? new URL(path, origin).toString() : path);

/**
 * Title, description, canonical, og:url and hreflang pl/en/x-default (Polish is the default). `origin` is
 * the root loader's, taken from the server's request URL (PUBLIC_ORIGIN when set), never from request headers.
 */
export function buildMeta(seo: PageSeo | undefined, origin = ''): MetaDescriptor[] {
  if (!seo) return [];
  const pl = seo.alternates.pl ?? '/';
  const canonical = seo.alternates[seo.locale] ?? pl;
  const title = composeTitle(seo.title);
  const out: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: abs(origin, canonical) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'pl', href: abs(origin, pl) },
  ];
  if (seo.alternates.en) out.push({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: abs(origin, seo.alternates.en) });
  out.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: abs(origin, pl) });
  out.push({ property: 'og:title', content: title }, { property: 'og:description', content: seo.description });
  if (origin) out.push({ property: 'og:url', content: abs(origin, canonical) });
  out.push({ property: 'og:locale', content: seo.locale === 'pl' ? 'pl_PL' : 'en_GB' });
  if (seo.index === false) out.push({ name: 'robots', content: 'noindex, follow' });
  return out;
}

/** `export const meta = seoMeta;` in a route module whose loader returns `{ seo }`. */
export function seoMeta({ data, matches }: { data: unknown; matches: ReadonlyArray<{ id: string; data?: unknown } | undefined> }) {
  const root = matches.find((m) => m?.id === 'root')?.data as { origin?: string } | undefined;
  return buildMeta((data as { seo?: PageSeo } | undefined)?.seo, root?.origin ?? '');
}

/** Appends a query string (without `?`) to a path. */
export const withQuery = (path: string, query: string): string => (query ? `${path}?${query}` : path);
