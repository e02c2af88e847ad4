import type { AdFields } from '@anonse/contracts';

/** The fields of an ad in the order the show page lists them; prices are compared one by one. */
export const DIFF_FIELDS = [
  'title',
  'description',
  'category',
  'province',
  'city',
  'district',
  'phone',
  'age',
  'weight',
  'height',
  'breast',
  'languages',
  'outcalls',
  'services',
  'workingHours',
  'prices.hour',
  'prices.halfHour',
  'prices.quarterHour',
  'prices.night',
  'photos',
] as const;
export type DiffField = (typeof DIFF_FIELDS)[number];

export interface FieldChange {
  field: DiffField;
  before: unknown;
  after: unknown;
}

const valueAt = (fields: Partial<AdFields> | null | undefined, path: DiffField): unknown =>
  path
    .split('.')
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), fields ?? undefined);

// Lists whose order means nothing (services, languages) compare as sets; photos keep their order (the first is the main one).
const UNORDERED: ReadonlySet<DiffField> = new Set(['services', 'languages']);

const normalize = (field: DiffField, v: unknown): string => {
  if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) return '';
  if (Array.isArray(v) && UNORDERED.has(field)) return JSON.stringify([...v].map(String).sort());
  return JSON.stringify(v);
};

/**
 * What a waiting revision changes against the approved version, field by field (an absent and an empty value are
 * the same: the form sends both for "nothing"). No revision: no changes.
 */
export function diffAdFields(approved: Partial<AdFields> | null | undefined, pending: Partial<AdFields> | null | undefined): FieldChange[] {
  if (!pending) return [];
  return DIFF_FIELDS.flatMap((field) => {
    const before = valueAt(approved, field);
    const after = valueAt(pending, field);
    return normalize(field, before) === normalize(field, after) ? [] : [{ field, before, after }];
  });
}
