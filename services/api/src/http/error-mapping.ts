import { HttpException } from '@nestjs/common';
import { translateMessage, type ApiError, type Locale } from '@anonse/contracts';
import { WrongExpectedRevisionError } from '@anonse/eventstore';
import { DomainError } from '../infra/domain-error';
import { BadListQueryError } from '../infra/read-side';
import { ApiHttpError, apiErrorBody } from './api-error';
import { message } from './locale';

export interface MappedError {
  statusCode: number;
  body: ApiError;
  headers?: Record<string, string>;
  /** Unexpected errors are logged with their stack; expected ones are not noise. */
  unexpected: boolean;
}

const DOMAIN_STATUS = { conflict: 409, invalid: 422, not_found: 404, forbidden: 403 } as const;

/** Fastify's own errors (body parsing, limits) by code. */
const FASTIFY_CODES: Record<string, { status: number; key: Parameters<typeof message>[0] }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'tooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'invalidJson' },
};

/**
 * One mapping from anything thrown to the API's error answer, shared by the Nest filter and Fastify's error
 * handler. Unknown errors become a plain 500: stack traces never reach the client.
 */
export function mapError(error: unknown, locale: Locale): MappedError {
  if (error instanceof ApiHttpError)
    return { statusCode: error.statusCode, body: error.toBody(), headers: error.headers, unexpected: false };

  if (error instanceof DomainError) {
    const statusCode = DOMAIN_STATUS[error.kind];
    const text = domainMessage(error, locale);
    return { statusCode, body: apiErrorBody(statusCode, text, error.field ? { [error.field]: [text] } : undefined), unexpected: false };
  }

  if (error instanceof WrongExpectedRevisionError)
    return { statusCode: 409, body: apiErrorBody(409, message('conflict', locale)), unexpected: false };

  if (error instanceof BadListQueryError) return { statusCode: 400, body: apiErrorBody(400, error.message), unexpected: false };

  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const text =
      statusCode === 404 ? message('notFound', locale) : statusCode >= 500 ? message('internal', locale) : String(describeHttpException(error));
    return { statusCode, body: apiErrorBody(statusCode, text), unexpected: statusCode >= 500 };
  }

  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && FASTIFY_CODES[code]) {
    const { status, key } = FASTIFY_CODES[code];
    return { statusCode: status, body: apiErrorBody(status, message(key, locale)), unexpected: false };
  }
  // Other client errors Fastify flags with a 4xx status (e.g. a malformed header).
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { statusCode: status, body: apiErrorBody(status, (error as Error).message ?? 'Bad Request'), unexpected: false };

  return { statusCode: 500, body: apiErrorBody(500, message('internal', locale)), unexpected: true };
}

function domainMessage(error: DomainError, locale: Locale): string {
  switch (error.code) {
    case 'stale_revision':
    case 'concurrency_conflict':
      return message('conflict', locale);
    case 'ad_not_found':
      return message('adNotFound', locale);
    case 'erased':
      return message('notFound', locale);
    case 'ad_already_decided':
      return message('alreadyDecided', locale);
    case 'reason_required':
      return message('reasonRequired', locale);
    default:
      return translateMessage(error.message, locale);
  }
}

function describeHttpException(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const m = (response as { message?: unknown }).message;
  return Array.isArray(m) ? m.join('; ') : typeof m === 'string' ? m : error.message;
}
