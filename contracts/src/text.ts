import { z } from 'zod';
import { ENTITY_ID_PATTERN } from './entity-id';
import { codePointLength, normalizeText, textProblem, TEXT_MESSAGES, type TextOptions } from './text-rules';

// The rules themselves are zod-free (the browser entry point checks text with them without the schema library).
export * from './text-rules';
export { isEntityId } from './entity-id';

/** A string schema with the text rules; still a `ZodString`, so callers may chain `.regex()`, `.refine()`… */
export function text(options: TextOptions) {
  const { min, max } = options;
  return z
    .string()
    .overwrite((v) => normalizeText(v, options))
    .check((ctx) => {
      const problem = textProblem(ctx.value, options);
      // `continue: false`: later refinements (reference-data look-ups, regexes) never see refused text.
      if (problem) {
        ctx.issues.push({ code: 'custom', message: TEXT_MESSAGES[problem], input: ctx.value, continue: false });
        return;
      }
      const length = codePointLength(ctx.value);
      if (min !== undefined && length < min)
        ctx.issues.push({ code: 'too_small', origin: 'string', minimum: min, inclusive: true, input: ctx.value, continue: false });
      else if (length > max)
        ctx.issues.push({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: ctx.value, continue: false });
    })
    .meta({ ...(min !== undefined ? { minLength: min } : {}), maxLength: max });
}

/** Ids the server hands out (UUIDs). Anything else cannot name a resource, so it never reaches a query. */
export const EntityId = z.string().regex(ENTITY_ID_PATTERN);
