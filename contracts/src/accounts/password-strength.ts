import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as pl from '@zxcvbn-ts/language-pl';
import type { Locale } from '../i18n';

/**
 * Password strength with zxcvbn-ts and the Polish and English dictionaries. Its own entry point
 * (`@anonse/contracts/password-strength`), never re-exported from the package index: the dictionaries weigh
 * megabytes, so web pages load this module only when a password field is in use.
 */

/** zxcvbn's 0–4: 3 is "safely unguessable" (about 10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3;
export const MIN_PASSWORD_LENGTH = 10;

export interface PasswordStrength {
  /** 0 (too guessable) … 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  acceptable: boolean;
  /** The score in words, in the requested language ("weak", "strong"…), for a hint next to the field. */
  label: string;
  /** Why the password is weak, in the requested language; empty when it is acceptable. */
  problems: string[];
  /** How to do better, in the requested language. */
  suggestions: string[];
}

type Translations = typeof en.translations;

const TRANSLATIONS: Record<Locale, Translations> = { en: en.translations, pl: pl.translations as Translations };

const OWN_MESSAGES: Record<Locale, { tooShort: string; tooWeak: string; labels: readonly [string, string, string, string, string] }> = {
  pl: {
    tooShort: `Hasło musi mieć co najmniej ${MIN_PASSWORD_LENGTH} znaków.`,
    tooWeak: 'Hasło jest zbyt łatwe do odgadnięcia.',
    labels: ['Siła hasła: bardzo słabe', 'Siła hasła: słabe', 'Siła hasła: przeciętne', 'Siła hasła: dobre', 'Siła hasła: bardzo dobre'],
  },
  en: {
    tooShort: `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
    tooWeak: 'The password is too easy to guess.',
    labels: [
      'Password strength: very weak',
      'Password strength: weak',
      'Password strength: fair',
      'Password strength: good',
      'Password strength: very good',
    ],
  },
};

let factory: ZxcvbnFactory | undefined;
/** Built on first use (ranking the dictionaries takes a moment); feedback comes back as keys we translate. */
const estimator = (): ZxcvbnFactory =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...prefixed('pl', pl.dictionary) },
    graphs: common.adjacencyGraphs,
  }));

/** en and pl name their lists alike (commonWords, wikipedia…): keep both by giving Polish ones their own names. */
function prefixed(prefix: string, dictionary: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(dictionary).map(([name, words]) => [`${prefix}-${name}`, words]));
}

function translate(kind: 'warnings' | 'suggestions', key: string | null, locale: Locale): string | undefined {
  if (!key) return undefined;
  const table = TRANSLATIONS[locale][kind] as Record<string, string>;
  return table[key] ?? (TRANSLATIONS.en[kind] as Record<string, string>)[key];
}

/**
 * Scores `password`; `userInputs` are words an attacker would try first for this account (login, e-mail and
 * its parts). At least {@link MIN_PASSWORD_LENGTH} characters and a score of {@link MIN_PASSWORD_SCORE}.
 */
export function passwordStrength(password: string, userInputs: readonly string[], locale: Locale): PasswordStrength {
  const inputs = userInputs.flatMap((v) => [v, ...v.split(/[@._+-]+/)]).filter((v) => v.length >= 3);
  const result = estimator().check(password.slice(0, 200), inputs);
  const score = result.score as PasswordStrength['score'];
  const longEnough = [...password].length >= MIN_PASSWORD_LENGTH;
  const acceptable = longEnough && score >= MIN_PASSWORD_SCORE;
  const warning = translate('warnings', result.feedback.warning, locale);
  const suggestions = result.feedback.suggestions.map((s) => translate('suggestions', s, locale)).filter((s): s is string => !!s);
  const problems = acceptable
    ? []
    : [!longEnough ? OWN_MESSAGES[locale].tooShort : OWN_MESSAGES[locale].tooWeak, ...(warning ? [warning] : [])];
  // A short password is never shown as "good", whatever its score.
  const label = OWN_MESSAGES[locale].labels[acceptable ? score : Math.min(score, MIN_PASSWORD_SCORE - 1)]!;
  return { score, acceptable, label, problems, suggestions };
}
