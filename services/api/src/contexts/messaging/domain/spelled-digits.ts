/**
 * Phone numbers written to slip past a filter: spelled out ("pięć zero jeden…", "five oh one…"), or digits split
 * by spaces, dots, dashes or slashes ("5 0 1. 2 3 4-5 6 7"). Both become plain digits before detection; the result
 * is only looked at, never shown.
 */
const WORDS: Readonly<Record<string, string>> = {
  zero: '0',
  jeden: '1',
  jedna: '1',
  jedno: '1',
  raz: '1',
  dwa: '2',
  dwie: '2',
  trzy: '3',
  cztery: '4',
  piec: '5',
  szesc: '6',
  siedem: '7',
  osiem: '8',
  dziewiec: '9',
  // English, and the "oh" people say for zero.
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

/** Lower case without Polish diacritics (ł is not a combining mark, so it is mapped by hand). */
export const foldDiacritics = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l');

const WORD = /\p{L}+/gu;
// Digits with at most two separator characters between them, long enough to be a phone number (9 digits and more).
const SPLIT_DIGITS = /\d(?:[\s.\-_/,()]{0,2}\d){8,}/g;

/** `text` with spelled-out digits as digits and split digit runs joined. */
export function digitsOf(text: string): string {
  const spelled = foldDiacritics(text).replace(WORD, (word) => WORDS[word] ?? word);
  return spelled.replace(SPLIT_DIGITS, (run) => run.replace(/\D/g, ''));
}
