import { z } from 'zod';
import type { Locale } from './i18n';
import { translateMessage } from './messages';
import { FORM_ERRORS } from './messages/form-errors';

/**
 * Every error answer of the API: `{ statusCode, error, message, errors? }`; `errors` maps a field path
 * (dot-joined) to its messages in the request's language — the shape the login form shows (docs/product.md § 7).
 */
export const ApiError = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** On a 409 for a stale revision: the resource as it is now, so the client can show it and retry. */
  current: z.unknown().optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Parses with our sentences in `locale` (`messages/form-errors.ts`; the schemas' own codes are translated by `fieldErrors`). */
export function safeParseLocalized<T extends z.ZodTypeAny>(schema: T, input: unknown, locale: Locale) {
  return schema.safeParse(input, { error: FORM_ERRORS[locale] }) as z.ZodSafeParseResult<z.output<T>>;
}

/** `{ "fields.city": ["Nieznane miasto"] }` from a zod error. */
export function fieldErrors(error: z.ZodError, locale: Locale): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(translateMessage(issue.message, locale));
  }
  return out;
}
