import type { z } from 'zod';
import type { Locale } from '../i18n';

/**
 * zod's own messages for the rules every schema shares (required, length, range, format), replaced by sentences
 * that name the field. zod's Polish locale cannot agree with a noun it does not know, so it writes
 * „Nieprawidłow(y/a/e)"; here each field has its noun and that noun's gender, and the adjective follows it:
 * „Nieprawidłowy adres e-mail", „Nieprawidłowa data", „Nieprawidłowe hasło".
 */
type Gender = 'm' | 'f' | 'n';
interface Noun {
  pl: string;
  gender: Gender;
  en: string;
}

const noun = (pl: string, gender: Gender, en: string): Noun => ({ pl, gender, en });

const VALUE = noun('wartość', 'f', 'value');
const EMAIL = noun('adres e-mail', 'm', 'e-mail address');
const DATE = noun('data', 'f', 'date');
const DATE_TIME = noun('data i godzina', 'f', 'date and time');
const PASSWORD = noun('hasło', 'n', 'password');
const PRICE = noun('cena', 'f', 'price');
const HOUR = noun('godzina', 'f', 'hour');

/** Field names (the last key of a path, `_from`/`_to` dropped) and their nouns. */
const FIELD_NOUNS: Record<string, Noun> = {
  login: noun('login', 'm', 'login'),
  email: EMAIL,
  password: PASSWORD,
  password_confirmation: noun('powtórzone hasło', 'n', 'repeated password'),
  current_password: noun('obecne hasło', 'n', 'current password'),
  title: noun('tytuł', 'm', 'title'),
  description: noun('opis', 'm', 'description'),
  phone: noun('numer telefonu', 'm', 'phone number'),
  age: noun('wiek', 'm', 'age'),
  weight: noun('waga', 'f', 'weight'),
  height: noun('wzrost', 'm', 'height'),
  breast: noun('rozmiar biustu', 'm', 'breast size'),
  province: noun('województwo', 'n', 'province'),
  city: noun('miasto', 'n', 'city'),
  district: noun('dzielnica', 'f', 'district'),
  category: noun('kategoria', 'f', 'category'),
  tag1: noun('kategoria', 'f', 'category'),
  service: noun('usługa', 'f', 'service'),
  services: noun('lista usług', 'f', 'list of services'),
  language: noun('język', 'm', 'language'),
  languages: noun('lista języków', 'f', 'list of languages'),
  outcalls: noun('informacja o wyjazdach', 'f', 'outcalls choice'),
  hour_price: PRICE,
  half_hour_price: PRICE,
  quarter_hour_price: PRICE,
  night_price: PRICE,
  price: PRICE,
  working_hours: HOUR,
  from: HOUR,
  to: HOUR,
  startsOn: DATE,
  endsOn: DATE,
  date: DATE,
  birthDate: noun('data urodzenia', 'f', 'date of birth'),
  code: noun('kod', 'm', 'code'),
  voucher: noun('kod', 'm', 'code'),
  name: noun('nazwa', 'f', 'name'),
  label: noun('nazwa', 'f', 'name'),
  message: noun('wiadomość', 'f', 'message'),
  text: noun('tekst', 'm', 'text'),
  reason: noun('powód', 'm', 'reason'),
  photos: noun('lista zdjęć', 'f', 'list of photos'),
  url: noun('adres strony', 'm', 'web address'),
  website: noun('adres strony', 'm', 'web address'),
  points: noun('liczba punktów', 'f', 'number of points'),
  page: noun('numer strony', 'm', 'page number'),
  q: noun('szukany tekst', 'm', 'search text'),
  terms: noun('zgoda na regulamin', 'f', 'consent to the terms'),
};

/** What a string format is, when the field itself is not named above. */
const FORMAT_NOUNS: Record<string, Noun> = {
  email: EMAIL,
  date: DATE,
  datetime: DATE_TIME,
  time: HOUR,
  url: noun('adres URL', 'm', 'URL'),
  uuid: noun('identyfikator', 'm', 'identifier'),
  ulid: noun('identyfikator', 'm', 'identifier'),
  regex: VALUE,
};

type Issue = z.core.$ZodRawIssue;

/** The noun a message names: the field's, else its format's, else "value". */
export function nounOf(issue: { path?: readonly PropertyKey[]; format?: string }): Noun {
  const last = [...(issue.path ?? [])].reverse().find((k): k is string => typeof k === 'string');
  if (last) {
    const byField = FIELD_NOUNS[last] ?? FIELD_NOUNS[last.replace(/_(from|to)$/, '')];
    if (byField) return byField;
  }
  if (issue.format && FORMAT_NOUNS[issue.format]) return FORMAT_NOUNS[issue.format]!;
  return VALUE;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const invalidPl = { m: 'Nieprawidłowy', f: 'Nieprawidłowa', n: 'Nieprawidłowe' } as const;
const requiredPl = { m: 'wymagany', f: 'wymagana', n: 'wymagane' } as const;

/** 1 znak, 2 znaki, 5 znaków, 22 znaki, 12 znaków. */
export function plPlural(n: number, one: string, few: string, many: string): string {
  if (n === 1) return one;
  const tens = n % 100;
  const units = n % 10;
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? few : many;
}

const num = (n: number | bigint, locale: Locale) => Number(n).toLocaleString(locale === 'pl' ? 'pl-PL' : 'en-GB');

function isMissing(issue: Issue): boolean {
  if (issue.code === 'invalid_type') return issue.input === undefined || issue.input === null || issue.input === '';
  return issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1;
}

function polish(issue: Issue): string {
  const n = nounOf(issue as { path?: PropertyKey[]; format?: string });
  const Noun = capital(n.pl);
  const invalid = `${invalidPl[n.gender]} ${n.pl}.`;
  if (isMissing(issue)) return `${Noun} jest ${requiredPl[n.gender]}.`;
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      const bound = issue.inclusive === false ? `więcej niż ${num(min, 'pl')}` : `co najmniej ${num(min, 'pl')}`;
      if (issue.origin === 'string') return `${Noun} musi mieć ${bound} ${plPlural(min, 'znak', 'znaki', 'znaków')}.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Wybierz ${bound} ${plPlural(min, 'pozycję', 'pozycje', 'pozycji')}: ${n.pl}.`;
      return `${Noun} musi wynosić ${bound}.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      const bound = issue.inclusive === false ? `mniej niż ${num(max, 'pl')}` : `najwyżej ${num(max, 'pl')}`;
      if (issue.origin === 'string') return `${Noun} może mieć ${bound} ${plPlural(max, 'znak', 'znaki', 'znaków')}.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Można wybrać ${bound} ${plPlural(max, 'pozycję', 'pozycje', 'pozycji')}: ${n.pl}.`;
      if (issue.origin === 'file') return `Plik może mieć ${bound} ${plPlural(max, 'bajt', 'bajty', 'bajtów')}.`;
      return `${Noun} może wynosić ${bound}.`;
    }
    case 'not_multiple_of':
      return `${Noun} musi być wielokrotnością liczby ${num(Number(issue.divisor), 'pl')}.`;
    case 'unrecognized_keys':
      return `Nieznane pola: ${issue.keys.join(', ')}.`;
    default:
      return invalid;
  }
}

function english(issue: Issue): string {
  const n = nounOf(issue as { path?: PropertyKey[]; format?: string });
  const Noun = capital(n.en);
  if (isMissing(issue)) return `${Noun} is required.`;
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      const bound = issue.inclusive === false ? `more than ${num(min, 'en')}` : `at least ${num(min, 'en')}`;
      if (issue.origin === 'string') return `${Noun} must be ${bound} ${min === 1 ? 'character' : 'characters'} long.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose ${bound} ${min === 1 ? 'item' : 'items'}: ${n.en}.`;
      return `${Noun} must be ${bound}.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      const bound = issue.inclusive === false ? `fewer than ${num(max, 'en')}` : `at most ${num(max, 'en')}`;
      if (issue.origin === 'string') return `${Noun} must be ${bound} ${max === 1 ? 'character' : 'characters'} long.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose ${bound} ${max === 1 ? 'item' : 'items'}: ${n.en}.`;
      if (issue.origin === 'file') return `The file must be ${bound} bytes.`;
      return `${Noun} must be ${issue.inclusive === false ? `less than ${num(max, 'en')}` : `at most ${num(max, 'en')}`}.`;
    }
    case 'not_multiple_of':
      return `${Noun} must be a multiple of ${num(Number(issue.divisor), 'en')}.`;
    case 'unrecognized_keys':
      return `Unknown fields: ${issue.keys.join(', ')}.`;
    default:
      return `Invalid ${n.en}.`;
  }
}

/** zod's `error` option: a message for every issue a schema did not word itself. */
export const FORM_ERRORS: Record<Locale, (issue: Issue) => string> = { pl: polish, en: english };
