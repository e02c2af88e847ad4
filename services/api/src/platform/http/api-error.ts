import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@anonse/contracts';

/**
 * An error the HTTP layer answers as-is with the contracts' `ApiError` shape. Thrown by controllers, guards
 * and hooks; the global filter and the Fastify error handler both render it.
 */
export class ApiHttpError extends Error {
  override readonly name = 'ApiHttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiError {
    return apiErrorBody(this.statusCode, this.message, this.errors);
  }
}

export function apiErrorBody(statusCode: number, message: string, errors?: Record<string, string[]>): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(errors ? { errors } : {}) };
}
