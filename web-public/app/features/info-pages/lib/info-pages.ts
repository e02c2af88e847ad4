import { ROUTES, STATIC_PAGE_KEYS, type Locale } from '@anonse/contracts/browser';

/**
 * The static information pages of docs/product.md § 2 (footer links), all rendered by `routes/info-page.tsx`: the
 * articles of kind `page` (contracts' one list).
 */
export const INFO_PAGE_IDS = STATIC_PAGE_KEYS;
export type InfoPageId = (typeof INFO_PAGE_IDS)[number];

const norm = (p: string) => (p.endsWith('/') ? p : `${p}/`);

/** Which info page (and language) a path is, e.g. '/en/regulations/' → { id: 'terms', locale: 'en' }. */
export function infoPageOf(pathname: string): { id: InfoPageId; locale: Locale } | null {
  const path = norm(pathname);
  for (const id of INFO_PAGE_IDS) {
    const def = ROUTES[id];
    if (def.pl === path) return { id, locale: 'pl' };
    if (def.en === path) return { id, locale: 'en' };
  }
  return null;
}

/** Pages suggested under each page ("See also"). */
export const RELATED: Record<InfoPageId, readonly InfoPageId[]> = {
  about: ['terms', 'security', 'contact'],
  terms: ['privacy', 'security', 'contact'],
  privacy: ['terms', 'security', 'contact'],
  security: ['terms', 'privacy', 'contact'],
  adTypes: ['promoInfo', 'pricing', 'terms'],
  promoInfo: ['pricing', 'adTypes', 'terms'],
  pricing: ['promoInfo', 'adTypes', 'contact'],
  advertising: ['pricing', 'about', 'contact'],
  contact: ['security', 'terms', 'privacy'],
};

export type TextPart = { kind: 'text'; value: string } | { kind: 'email'; value: string };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Splits text so e-mail addresses can be rendered as links (a trailing full stop is not part of an address). */
export function splitEmails(text: string): TextPart[] {
  const out: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(EMAIL)) {
    let value = m[0];
    while (value.endsWith('.')) value = value.slice(0, -1);
    const start = m.index ?? 0;
    if (start > last) out.push({ kind: 'text', value: text.slice(last, start) });
    out.push({ kind: 'email', value });
    last = start + value.length;
  }
  if (last < text.length) out.push({ kind: 'text', value: text.slice(last) });
  return out;
}
