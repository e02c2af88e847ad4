import { z } from 'zod';
import { code } from '../messages';

/** A query parameter holding JSON (ra-data-simple-rest's `sort`, `range`, `filter`), validated by `schema` once parsed. */
export const jsonParam = <T extends z.ZodTypeAny>(schema: T) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: code('common:notJson') });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());

/** `range=[0,24]`: inclusive, at most 1,000 rows a page. */
export const ListRange = z
  .tuple([z.number().int().min(0).max(1_000_000_000), z.number().int().min(0).max(1_000_000_000)])
  .refine(([a, b]) => b >= a && b - a < 1000, code('common:invalidRange'));
