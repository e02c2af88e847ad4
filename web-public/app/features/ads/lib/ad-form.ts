import type { AdFields } from '@anonse/contracts/browser';
import { provinceBySlugOrId } from '@anonse/contracts/browser';

/** The ad form's fields as the inputs hold them (strings; the check-box groups as lists). */
export interface AdFormValues {
  title: string;
  description: string;
  category: string;
  province: string;
  city: string;
  district: string;
  phone: string;
  age: string;
  weight: string;
  height: string;
  breast: string;
  languages: string[];
  outcalls: string;
  services: string[];
  workingHours: { from: string; to: string };
  prices: { hour: string; halfHour: string; quarterHour: string; night: string };
  /** Photo ids the form has no control for yet: kept as they are, so an edit does not drop them. */
  photos?: string[];
}

/** Fields that say "required" when left empty (instead of the schema's type message). */
export const REQUIRED_AD_FIELDS = ['title', 'description', 'category', 'province', 'city', 'phone', 'age', 'outcalls'] as const;

/** Converts the add-ad form's values into a CreateAdInput candidate (numbers parsed, empty optionals dropped). */
export function adFormToInput(form: AdFormValues): Record<string, unknown> {
  const str = (v: unknown) => String(v ?? '').trim();
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : []);
  const num = (v: unknown) => {
    const s = str(v);
    if (s === '') return undefined;
    const n = Number(s);
    return Number.isFinite(n) ? n : (s as unknown as number);
  };
  const prices: Record<string, number | undefined> = {
    hour: num(form.prices?.hour),
    halfHour: num(form.prices?.halfHour),
    quarterHour: num(form.prices?.quarterHour),
    night: num(form.prices?.night),
  };
  for (const k of Object.keys(prices)) if (prices[k] === undefined) delete prices[k];
  const out: Record<string, unknown> = {
    title: str(form.title),
    description: str(form.description),
    category: str(form.category),
    province: str(form.province),
    city: str(form.city),
    district: str(form.district) || undefined,
    phone: str(form.phone),
    age: num(form.age),
    weight: num(form.weight),
    height: num(form.height),
    breast: num(form.breast),
    languages: list(form.languages),
    outcalls: num(form.outcalls),
    services: list(form.services),
    workingHours: { from: num(form.workingHours?.from), to: num(form.workingHours?.to) },
    prices,
    photos: Array.isArray(form.photos) ? form.photos.map(String) : undefined,
  };
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}

/** An ad's fields as the form shows them (the edit form starts from these); the inverse of `adFormToInput`. */
export function adFieldsToForm(fields: AdFields): AdFormValues {
  const opt = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    title: fields.title,
    description: fields.description,
    category: fields.category,
    // The place select lists provinces by slug; an ad may name its province by id.
    province: provinceBySlugOrId(fields.province)?.slug ?? fields.province,
    city: fields.city,
    district: fields.district ?? '',
    phone: fields.phone,
    age: String(fields.age),
    weight: opt(fields.weight),
    height: opt(fields.height),
    breast: opt(fields.breast),
    languages: [...fields.languages],
    outcalls: String(fields.outcalls),
    services: [...fields.services],
    workingHours: { from: String(fields.workingHours.from), to: String(fields.workingHours.to) },
    prices: {
      hour: opt(fields.prices.hour),
      halfHour: opt(fields.prices.halfHour),
      quarterHour: opt(fields.prices.quarterHour),
      night: opt(fields.prices.night),
    },
    photos: [...fields.photos],
  };
}

/** What a new ad's form starts with: nothing chosen, working hours 10–22. */
export const EMPTY_AD_FORM: AdFormValues = {
  title: '',
  description: '',
  category: '',
  province: '',
  city: '',
  district: '',
  phone: '',
  age: '',
  weight: '',
  height: '',
  breast: '',
  languages: [],
  outcalls: '',
  services: [],
  workingHours: { from: '10', to: '22' },
  prices: { hour: '', halfHour: '', quarterHour: '', night: '' },
};
