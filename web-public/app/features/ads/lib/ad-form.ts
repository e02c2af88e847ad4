/** Converts the add-ad form's values into a CreateAdInput candidate (numbers parsed, empty optionals dropped). */
export function adFormToInput(form: FormData): Record<string, unknown> {
  const str = (k: string) => String(form.get(k) ?? '').trim();
  const num = (k: string) => {
    const v = str(k);
    if (v === '') return undefined;
    const n = Number(v);
    return Number.isFinite(n) ? n : (v as unknown as number);
  };
  const prices: Record<string, number | undefined> = {
    hour: num('prices.hour'),
    halfHour: num('prices.halfHour'),
    quarterHour: num('prices.quarterHour'),
    night: num('prices.night'),
  };
  for (const k of Object.keys(prices)) if (prices[k] === undefined) delete prices[k];
  const out: Record<string, unknown> = {
    title: str('title'),
    description: str('description'),
    category: str('category'),
    province: str('province'),
    city: str('city'),
    district: str('district') || undefined,
    phone: str('phone'),
    age: num('age'),
    weight: num('weight'),
    height: num('height'),
    breast: num('breast'),
    languages: form.getAll('languages').map(String),
    outcalls: num('outcalls'),
    services: form.getAll('services').map(String),
    workingHours: { from: num('workingHours.from'), to: num('workingHours.to') },
    prices,
  };
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}

/** API error keys may be prefixed (`fields.prices.hour`); the form uses the plain dot path. */
export function normalizeErrorKeys(errors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(errors)) {
    const key = k.replace(/^(fields|body)\./, '');
    out[key] = [...(out[key] ?? []), ...v];
  }
  return out;
}

const REQUIRED = ['title', 'description', 'category', 'province', 'city', 'phone', 'age', 'outcalls'] as const;

/** Friendlier client errors: "required" for empty required fields instead of zod's type message; no duplicates. */
export function polishErrors(input: Record<string, unknown>, errors: Record<string, string[]>, requiredMessage: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(errors)) out[k] = [...new Set(v)];
  for (const k of REQUIRED) if ((input[k] === undefined || input[k] === '') && out[k]) out[k] = [requiredMessage];
  return out;
}
