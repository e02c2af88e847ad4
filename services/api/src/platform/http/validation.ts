import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors, safeParseLocalized } from '@anonse/contracts';
import { ApiHttpError } from './api-error';
import { localeOf } from './locale';
import { message } from '../i18n/i18n';

/** Validates with a contracts schema; failure → 400 with per-field messages in the request's language. */
export function parseInput<T extends z.ZodTypeAny>(schema: T, input: unknown, request: FastifyRequest): z.output<T> {
  const locale = localeOf(request.headers['accept-language']);
  const result = safeParseLocalized(schema, input ?? {}, locale);
  if (result.success) return result.data;
  throw new ApiHttpError(400, message('validation', locale), fieldErrors(result.error, locale));
}

/** 400 for a zod error that came from somewhere else than `parseInput` (e.g. the search query codec). */
export function validationError(error: z.ZodError, request: FastifyRequest): ApiHttpError {
  const locale = localeOf(request.headers['accept-language']);
  return new ApiHttpError(400, message('validation', locale), fieldErrors(error, locale));
}
