import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * The ad's phone as E.164, the form the phone context stores a verified number in (issue 25), or null when it is no
 * valid number. Ads are typed for Polish visitors, so a number without a country prefix is read as Polish; `+48`,
 * `0048`, spaces and dashes read as the phone context reads them. The "Telefon zweryfikowany" mark is this equal to
 * the owner's verified number.
 */
export function adPhoneE164(phone: string): string | null {
  const compact = phone.replace(/[\s().-]/g, '');
  if (!/^\+?\d{6,17}$/.test(compact)) return null;
  const parsed = parsePhoneNumberFromString(compact, { defaultCountry: 'PL', extract: false });
  return parsed?.isValid() ? parsed.number : null;
}
