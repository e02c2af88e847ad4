import { fieldErrors, safeParseLocalized, type Locale } from '@anonse/contracts';
import { toNestErrors } from '@hookform/resolvers';
import { get, type FieldError, type FieldValues, type ResolverOptions, type ResolverResult } from 'react-hook-form';

export type Schema = Parameters<typeof safeParseLocalized>[0];

export interface ValidationRules {
  /** Fields that answer `requiredMessage` when left empty, instead of the schema's message for them. */
  required: readonly string[];
  requiredMessage: string | undefined;
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The part of form validation that runs a contracts schema (zod and the API's messages): its own chunk, loaded by
 * `contractResolver` on the first validation (or earlier, when the browser is idle), so a form page does not ship it
 * up front. Several messages of one field are joined.
 */
export function validate<TValues extends FieldValues>(
  schema: Schema,
  input: unknown,
  locale: Locale,
  { required, requiredMessage }: ValidationRules,
  options: ResolverOptions<TValues>,
): ResolverResult<TValues, unknown> {
  const parsed = safeParseLocalized(schema, input, locale);
  if (parsed.success) return { values: parsed.data as TValues, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const [path, messages] of Object.entries(fieldErrors(parsed.error, locale))) {
    const message =
      required.includes(path) && requiredMessage && isEmpty(get(input, path)) ? requiredMessage : [...new Set(messages)].join(' ');
    errors[path] = { type: 'validation', message };
  }
  return { values: {}, errors: toNestErrors<TValues>(errors, options) };
}
