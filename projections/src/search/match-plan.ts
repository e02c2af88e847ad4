import type { SearchDocument } from './search-index';
import type { SearchPlan } from './search-query';
import { toursWidenPlace } from './tour-marker';
import { hoursMask, hoursOf } from './working-hours';

/**
 * Whether the search index would return `doc` for `plan`: the plan's rules decided for one document in memory, as
 * the Postgres adapter decides them in SQL (postgres-search-index.ts `whereOf`), so a saved search is alerted to
 * exactly the ads its search page lists. Pure; a plan field added to SearchPlan is added here too, and the adapter
 * contract suite checks that both select the same ids for every one of its filter cases.
 */
export function matchesPlan(doc: SearchDocument, plan: SearchPlan): boolean {
  // A tour in force makes its place the ad's too, but for a district (tour-marker.ts).
  const touring = toursWidenPlace(plan) ? doc.tour : null;
  if (plan.province !== undefined && doc.province !== plan.province && touring?.province !== plan.province) return false;
  if (plan.city !== undefined && doc.city !== plan.city && touring?.city !== plan.city) return false;
  if (plan.district !== undefined && doc.district !== plan.district) return false;
  if (plan.verified !== undefined && doc.verified !== plan.verified) return false;
  if (plan.phoneVerified && !doc.phoneVerified) return false;
  if (plan.category !== undefined && doc.category !== plan.category) return false;
  // `&&` of arrays: any one in common.
  if (plan.languages && !plan.languages.some((l) => doc.languages.includes(l))) return false;
  if (plan.services && !plan.services.some((s) => doc.services.includes(s))) return false;
  if (plan.outcalls !== undefined && doc.outcalls !== plan.outcalls) return false;
  if (plan.titleWords && plan.titleText && !matchesTitle(doc, plan.titleWords, plan.titleText)) return false;
  if (plan.textWords && !everyWordStarts(plan.textWords, `${doc.title} ${doc.description}`)) return false;
  if (plan.phoneDigits && !doc.phoneDigits.includes(plan.phoneDigits)) return false;
  if (plan.openHours) {
    const wanted = hoursMask(plan.openHours);
    if ((hoursMask(hoursOf(doc.workingHours.from, doc.workingHours.to)) & wanted) !== wanted) return false;
  }
  for (const r of plan.ranges) {
    // A document without the value never satisfies an active range (NULL compares false in SQL).
    const value = doc.ranges[r.key];
    if (value === null || value === undefined) return false;
    if (r.from !== undefined && value < r.from) return false;
    if (r.to !== undefined && value > r.to) return false;
  }
  return true;
}

/**
 * The ad-name search: every word a prefix of a word of the title (its `tsvector` and a `word:*` query), or the whole
 * text inside the title (`title_norm LIKE %text%`), both with accents and case ignored.
 */
function matchesTitle(doc: SearchDocument, titleWords: readonly string[], titleText: string): boolean {
  return foldText(doc.title).includes(foldText(titleText)) || everyWordStarts(titleWords, doc.title);
}

/** Every word (as to_tsquery parses it again: what is not a word character falls away) a prefix of a word of `text`. */
function everyWordStarts(words: readonly string[], text: string): boolean {
  const queryWords = words.flatMap((w) => foldText(w).match(WORD) ?? []);
  if (!queryWords.length) return false;
  const starts = wordStarts(foldText(text));
  return queryWords.every((w) => starts.some((s) => s.startsWith(w)));
}

/** Word characters of Postgres's text-search parser: letters and decimal digits (not ², not _). */
const WORD = /[\p{L}\p{Nd}]+/gu;
const ASCII_WORD = /^[a-z0-9]+$/;
const DIGITS = /^[0-9]+$/;

/**
 * The words a `word:*` query can be a prefix of. The parser keeps some runs whole — a host or dotted name
 * (`ul.marszalkowska`, `tel.600`, `1.5`), a file path (`a/b`), an e-mail address, a signed number (`-22` of
 * `10-22`) — so only their first word can be matched; a hyphenated word gives the whole and each part. (A URL's query
 * string is the known case where Postgres reads fewer words than this.)
 */
export function wordStarts(folded: string): string[] {
  const starts: string[] = [];
  for (const match of folded.matchAll(WORD)) {
    const word = match[0];
    const sep = folded[match.index - 1];
    // A hyphen before digits makes a signed number ("-22" of "10-22"), never a part of a hyphenated word.
    if (sep === '-' && DIGITS.test(word)) continue;
    const before = sep === undefined ? '' : previousWord(folded, match.index - 1);
    if (before && ASCII_WORD.test(word) && ASCII_WORD.test(before)) {
      if (sep === '/') continue;
      if (sep === '@' && isEmailDomain(folded.slice(match.index))) continue;
      if (sep === '.') {
        // A dotted run is one token when it starts with a letter (a host) or is all digits (a number, a version).
        const first = firstOfRun(folded, match.index - 1);
        if (/^[a-z]/.test(first) || (DIGITS.test(first) && DIGITS.test(before) && DIGITS.test(word))) continue;
      }
    }
    starts.push(word);
  }
  return starts;
}

/** The word that ends just before index `end` (the separator's index), or '' when a non-word character is there. */
function previousWord(text: string, end: number): string {
  let i = end;
  while (i > 0 && /[\p{L}\p{Nd}]/u.test(text[i - 1]!)) i--;
  return text.slice(i, end);
}

/** The first word of the dotted run that ends at index `end`. */
function firstOfRun(text: string, end: number): string {
  let first = previousWord(text, end);
  let i = end - first.length;
  while (i >= 2 && text[i - 1] === '.' && ASCII_WORD.test(previousWord(text, i - 1))) {
    first = previousWord(text, i - 1);
    i -= first.length + 1;
  }
  return first;
}

/** `@` joins an address when what follows is a dotted domain ending in a top-level name of two letters or more. */
const isEmailDomain = (rest: string): boolean => /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/.test(rest);

/**
 * Folds text as `lower(unaccent(…))` does: diacritics of Latin letters dropped (ł, ø, ß, æ… by unaccent's own rules),
 * typographic dashes and quotes made plain, Cyrillic ё made е; other scripts keep their letters (й stays й).
 */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text) {
    const mapped = UNACCENT[ch];
    if (mapped !== undefined) out += mapped;
    else if (LATIN.test(ch)) out += ch.normalize('NFD').replace(MARKS, '');
    else out += ch;
  }
  return out.toLowerCase();
}

const LATIN = /\p{Script=Latin}/u;
const MARKS = /\p{M}/gu;

/** unaccent.rules entries that are not "drop the combining marks". */
const UNACCENT: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
  ø: 'o',
  Ø: 'O',
  ŧ: 't',
  Ŧ: 'T',
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  Þ: 'TH',
  ĳ: 'ij',
  Ĳ: 'IJ',
  Ǆ: 'DZ',
  ǅ: 'Dz',
  ǆ: 'dz',
  ё: 'е',
  Ё: 'Е',
  '–': '-',
  '—': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '-',
  '„': '"',
  '“': '"',
  '”': '"',
  '«': '<<',
  '»': '>>',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '…': '...',
};
