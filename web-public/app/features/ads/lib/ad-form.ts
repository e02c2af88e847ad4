/** The add-ad form's fields as the inputs hold them (strings; the check-box groups as lists). */
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
  };
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}
