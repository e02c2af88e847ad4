import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** A number as typed, read as E.164, or why it cannot be verified (a message code of the `phone` namespace). */
export type ParsedPhone =
  { ok: true; e164: string; country: string } | { ok: false; problem: 'badNumber' | 'notMobile' | 'countryNotAllowed' };

/** Types an SMS reaches: where a country's plan cannot tell mobiles from landlines (e.g. the US) both count. */
const TEXTABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * Reads a number the way people type it: spaces, dashes, brackets, `+48`, `0048`, or no prefix at all (then the
 * first allowed country, Poland by default). The full metadata (`/max`) is needed to tell a mobile from a landline.
 */
export function parsePhone(input: string, allowedCountries: readonly string[]): ParsedPhone {
  const defaultCountry = (allowedCountries[0] ?? 'PL') as CountryCode;
  // Only what people write in a number: anything else (letters, an extension) is refused, not guessed around.
  if (!/^[\d\s().+-]*$/.test(input)) return { ok: false, problem: 'badNumber' };
  const compact = input.replace(/[\s().-]/g, '');
  if (!/^\+?\d{6,17}$/.test(compact)) return { ok: false, problem: 'badNumber' };
  const parsed = parsePhoneNumberFromString(compact, { defaultCountry, extract: false });
  if (!parsed?.isValid() || !parsed.country) return { ok: false, problem: 'badNumber' };
  if (!allowedCountries.includes(parsed.country)) return { ok: false, problem: 'countryNotAllowed' };
  if (!TEXTABLE.has(parsed.getType() ?? '')) return { ok: false, problem: 'notMobile' };
  return { ok: true, e164: parsed.number, country: parsed.country };
}
