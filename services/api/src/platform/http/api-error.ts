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
    /** The fresh state of the resource a stale edit was based on (409). */
    readonly current?: unknown,
  ) {
    super(message);
  }

  toBody(): ApiError {
    const body = apiErrorBody(this.statusCode, this.message, this.errors);
    return this.current === undefined ? body : { ...body, current: this.current };
  }
}

export function apiErrorBody(statusCode: number, message: string, errors?: Record<string, string[]>): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(errors ? { errors } : {}) };
}
