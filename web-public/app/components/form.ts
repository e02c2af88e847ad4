import type { Locale } from '@anonse/contracts/browser';
import { useEffect, useRef } from 'react';
import { get, type FieldError, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../lib/api';
import type { Schema } from './form-validation';

/** What a schema parses to (what the submit handler gets). */
type Output<S extends Schema> = S extends { _zod: { output: infer O } } ? O : never;

/** A contracts schema, loaded when needed: `() => import('@anonse/contracts').then((m) => m.LoginInput)`. */
export type SchemaLoader<S extends Schema> = () => Promise<S>;

interface ResolverOptions<TValues> {
  /** The form's values → the schema's input (numbers parsed, empty optionals dropped); default: as they are. */
  toInput?: (values: TValues) => unknown;
  /** Fields that answer `requiredMessage` when left empty, instead of the schema's message for them. */
  required?: readonly string[];
  requiredMessage?: string;
}

const loadValidation = () => import('./form-validation');

/**
 * react-hook-form validation by a contracts schema with the API's own messages: `safeParseLocalized` and
 * `fieldErrors` in the page's language, so a field says in the browser what the API would answer. The schema and
 * the code that runs it (zod) load on the first validation, not with the page; the submit handler gets the parsed
 * (typed) values.
 */
export function contractResolver<TValues extends FieldValues, S extends Schema>(
  loadSchema: SchemaLoader<S>,
  locale: Locale,
  { toInput, required = [], requiredMessage }: ResolverOptions<TValues> = {},
): Resolver<TValues, unknown, Output<S>> {
  return async (values, _context, options) => {
    const [{ validate }, schema] = await Promise.all([loadValidation(), loadSchema()]);
    const result = validate(schema, toInput ? toInput(values) : values, locale, { required, requiredMessage }, options);
    return result as Awaited<ReturnType<Resolver<TValues, unknown, Output<S>>>>;
  };
}

/**
 * `contractResolver` for a form component: the same resolver, and once the browser is idle after the form appeared
 * its schema and validation chunks are fetched, so the first submit does not wait for them.
 */
export function useContractResolver<TValues extends FieldValues, S extends Schema>(
  loadSchema: SchemaLoader<S>,
  locale: Locale,
  options: ResolverOptions<TValues> = {},
): Resolver<TValues, unknown, Output<S>> {
  const load = useRef(loadSchema);
  load.current = loadSchema;
  useEffect(() => {
    const prefetch = () => void Promise.all([loadValidation(), load.current()]).catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetch, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 1);
    return () => clearTimeout(id);
  }, []);
  return contractResolver(loadSchema, locale, options);
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
