import { fieldErrors, safeParseLocalized, type Locale } from '@anonse/contracts';
import { toNestErrors } from '@hookform/resolvers';
import { get, type FieldError, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../lib/api';

type Schema = Parameters<typeof safeParseLocalized>[0];
type Output<S extends Schema> = Extract<ReturnType<typeof safeParseLocalized<S>>, { success: true }>['data'];

interface ResolverOptions<TValues> {
  /** The form's values → the schema's input (numbers parsed, empty optionals dropped); default: as they are. */
  toInput?: (values: TValues) => unknown;
  /** Fields that answer `requiredMessage` when left empty, instead of the schema's message for them. */
  required?: readonly string[];
  requiredMessage?: string;
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * react-hook-form validation by a contracts schema with the API's own messages: `safeParseLocalized` and
 * `fieldErrors` in the page's language, so a field says in the browser what the API would answer. Several
 * messages of one field are joined; the submit handler gets the parsed (typed) values.
 */
export function contractResolver<TValues extends FieldValues, S extends Schema>(
  schema: S,
  locale: Locale,
  { toInput, required = [], requiredMessage }: ResolverOptions<TValues> = {},
): Resolver<TValues, unknown, Output<S>> {
  return (values, _context, options) => {
    const input = toInput ? toInput(values) : values;
    const parsed = safeParseLocalized(schema, input, locale);
    if (parsed.success) return { values: parsed.data as Output<S>, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [path, messages] of Object.entries(fieldErrors(parsed.error, locale))) {
      const message =
        required.includes(path) && requiredMessage && isEmpty(get(input, path)) ? requiredMessage : [...new Set(messages)].join(' ');
      errors[path] = { type: 'validation', message };
    }
    return { values: {}, errors: toNestErrors<TValues>(errors, options) };
  };
}

/** The message of a field (dot path) in react-hook-form's errors. */
export const errorOf = (errors: FieldErrors, name: string): string | undefined => (get(errors, name) as FieldError | undefined)?.message;

/** The API's field errors keyed by the form's dot paths (a `fields.`/`body.` prefix dropped), or null. */
export function apiFieldErrors(err: unknown): Record<string, string[]> | null {
  if (!(err instanceof ApiRequestError)) return null;
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(err.fieldErrors)) {
    const key = k.replace(/^(fields|body)\./, '');
    out[key] = [...new Set([...(out[key] ?? []), ...v])];
  }
  return Object.keys(out).length ? out : null;
}

/**
 * Shows a failed request on the form: the API's field errors on the fields in `fields`, the other ones as
 * `root.fields` (formatted by `others`), and without field errors its message (or `failed`) as `root.server`.
 * Answers whether there were field errors.
 */
export function setApiErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  failed: string,
  others: (entries: [string, string[]][]) => string = (entries) => entries.flatMap(([, v]) => v).join(' '),
): boolean {
  const errors = apiFieldErrors(err);
  if (!errors) {
    setError('root.server', { type: 'server', message: err instanceof ApiRequestError ? err.message : failed });
    return false;
  }
  const unplaced = Object.entries(errors).filter(([path, messages]) => {
    if (!fields.includes(path)) return true;
    setError(path as Path<T>, { type: 'server', message: messages.join(' ') });
    return false;
  });
  if (unplaced.length) setError('root.fields', { type: 'server', message: others(unplaced) });
  return true;
}
