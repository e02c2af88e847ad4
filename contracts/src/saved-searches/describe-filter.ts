import type { Locale, Localized } from '../i18n';
import { AD_LIST_CATEGORIES, SEARCH_CATEGORIES } from '../reference/categories';
import { LANGUAGES } from '../reference/languages';
import { cityByKeyOf, districtsOfCity, provinceBySlugOrId } from '../reference/places';
import { RANGE_KEYS, type RangeKey } from '../reference/ranges';
import { serviceBySlug } from '../reference/services';
import { isRangeActive, normalizeSearchFilter } from '../search/canonical-filter';
import type { SearchFilter } from '../search/search-filter';
import { codePointLength } from '../text';
import { SAVED_SEARCH_NAME_MAX } from './saved-searches';

const WORDS = {
  allAds: { pl: 'Wszystkie anonse', en: 'All ads' },
  verified: { pl: 'zweryfikowane', en: 'verified' },
  phoneVerified: { pl: 'telefon zweryfikowany', en: 'phone verified' },
  phone: { pl: 'tel.', en: 'phone' },
  hours: { pl: 'godz.', en: 'hours' },
  from: { pl: 'od', en: 'from' },
  to: { pl: 'do', en: 'up to' },
  outcalls1: { pl: 'z dojazdem', en: 'outcalls' },
  outcalls2: { pl: 'bez dojazdu', en: 'no outcalls' },
  outcalls3: { pl: 'tylko hotele', en: 'hotels only' },
} satisfies Record<string, Localized>;

/** How each range reads after its numbers ("200–400 zł/h"); `prefix` goes before them instead ("biust 2–4"). */
const RANGE_WORDS: Record<RangeKey, { unit?: Localized; prefix?: Localized }> = {
  hour_price: { unit: { pl: 'zł/h', en: 'PLN/h' } },
  half_hour_price: { unit: { pl: 'zł/30 min', en: 'PLN/30 min' } },
  quarter_hour_price: { unit: { pl: 'zł/15 min', en: 'PLN/15 min' } },
  night_price: { unit: { pl: 'zł/noc', en: 'PLN/night' } },
  age: { unit: { pl: 'lat', en: 'years' } },
  weight: { unit: { pl: 'kg', en: 'kg' } },
  height: { unit: { pl: 'cm', en: 'cm' } },
  breast: { prefix: { pl: 'biust', en: 'bust' } },
};

const sameSet = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((x) => b.includes(x));

/** What the search is about: an ad-list category when the filter is exactly one ("Panie"), else the search category. */
function what(f: SearchFilter, locale: Locale): { label: string; servicesTold: boolean } {
  const services = f.service ?? [];
  const list = f.tag1
    ? services.length === 0 && AD_LIST_CATEGORIES.find((c) => c.filter.tag1 === f.tag1 && !c.filter.service)
    : AD_LIST_CATEGORIES.find((c) => !c.filter.tag1 && c.filter.service && sameSet(c.filter.service, services));
  if (list) return { label: list.name[locale], servicesTold: !f.tag1 };
  const category = SEARCH_CATEGORIES.find((c) => c.slug === f.tag1);
  return { label: category ? category.name[locale] : WORDS.allAds[locale], servicesTold: false };
}

function place(f: SearchFilter): string | null {
  const city = f.city ? cityByKeyOf(f.city) : undefined;
  if (city) {
    const district = f.district ? districtsOfCity(city.key).find((d) => d.slug === f.district) : undefined;
    return district ? `${city.name}, ${district.name}` : city.name;
  }
  return f.province ? (provinceBySlugOrId(f.province)?.name ?? null) : null;
}

function range(f: SearchFilter, key: RangeKey, locale: Locale): string {
  const from = f[`${key}_from`];
  const to = f[`${key}_to`];
  const numbers =
    from !== undefined && to !== undefined
      ? `${from}–${to}`
      : from !== undefined
        ? `${WORDS.from[locale]} ${from}`
        : `${WORDS.to[locale]} ${to}`;
  const words = RANGE_WORDS[key];
  return words.prefix ? `${words.prefix[locale]} ${numbers}` : `${numbers} ${words.unit![locale]}`;
}

/** Cuts at SAVED_SEARCH_NAME_MAX code points (a name's limit), with an ellipsis. */
function clip(value: string): string {
  if (codePointLength(value) <= SAVED_SEARCH_NAME_MAX) return value;
  return `${Array.from(value)
    .slice(0, SAVED_SEARCH_NAME_MAX - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * A readable name for a filter in the page's language, e.g. "Panie — Warszawa, 200–400 zł/h": what, where, then
 * every other active filter. The name a search is saved under starts as this; the person may change it.
 */
export function describeSearchFilter(filter: SearchFilter, locale: Locale): string {
  const f = normalizeSearchFilter(filter);
  const head = what(f, locale);
  const details: string[] = [];
  const where = place(f);
  if (where) details.push(where);
  for (const key of RANGE_KEYS) if (isRangeActive(f, key)) details.push(range(f, key, locale));
  if (f.verified) details.push(WORDS.verified[locale]);
  if (f.phone_verified) details.push(WORDS.phoneVerified[locale]);
  if (f.outcalls === 1 || f.outcalls === 2 || f.outcalls === 3) details.push(WORDS[`outcalls${f.outcalls}`][locale]);
  for (const code of f.language ?? []) {
    const language = LANGUAGES.find((l) => l.code === code);
    if (language) details.push(language.name[locale].toLowerCase());
  }
  if (!head.servicesTold) for (const slug of f.service ?? []) details.push(serviceBySlug(slug)?.name[locale] ?? slug);
  const { working_hours_from: open, working_hours_to: close } = f;
  if (open !== undefined || close !== undefined)
    details.push(
      `${WORDS.hours[locale]} ${open !== undefined && close !== undefined ? `${open}–${close}` : open !== undefined ? open : `${WORDS.to[locale]} ${close}`}`,
    );
  for (const words of [f.title, f.q]) if (words) details.push(locale === 'pl' ? `„${words}”` : `“${words}”`);
  if (f.phone) details.push(`${WORDS.phone[locale]} ${f.phone}`);
  return clip(details.length ? `${head.label} — ${details.join(', ')}` : head.label);
}
