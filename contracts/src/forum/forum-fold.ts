/**
 * Forum search folds text the same way on both sides: lower case, Polish (and common Latin) diacritics to their
 * base letters, one character for one, so a position in the folded text is the same in the original (highlights).
 * The read model's SQL function `forum_fold` is `translate(lower(x), FOLD_FROM, FOLD_TO)` with these very strings.
 */
export const FOLD_FROM = 'ąćęłńóśźżáàâäãåčďéèêëěíìîïľĺňñôöõřŕšťúùûüůýÿž';
export const FOLD_TO = 'acelnoszzaaaaaacdeeeeeiiiillnnooorrstuuuuuyyz';

const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

/** `Łódź` → `lodz`; keeps the length (a character lower-casing to two stays itself). */
export const foldForSearch = (text: string): string =>
  [...text]
    .map((c) => {
      const lower = c.toLowerCase();
      return lower.length === c.length ? (FOLD.get(lower) ?? lower) : c;
    })
    .join('');

/** The words of a query, folded: letters and digits only (so a word is safe inside a SQL regular expression). */
export const searchWordsOf = (query: string): string[] => [...new Set(foldForSearch(query).match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8);
