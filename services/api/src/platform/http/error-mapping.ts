import { HttpException } from '@nestjs/common';
import type { ApiError, Locale } from '@anonse/contracts';
import { isDatabaseUnavailable, WrongExpectedRevisionError } from '@anonse/eventstore';
import { DomainError } from '../domain/domain-error';
import { InvalidListQueryError } from '@anonse/projections';
import { ApiHttpError, apiErrorBody } from './api-error';
import { message, textOf } from '../i18n/i18n';

export interface MappedError {
  statusCode: number;
  body: ApiError;
  headers?: Record<string, string>;
  /** Unexpected errors are logged with their stack; expected ones are not noise. */
  unexpected: boolean;
  /** A dependency is away (e.g. the database restarting): logged as a warning, not as a bug. */
  unavailable?: boolean;
  /** The disk (or quota) the server writes files to is full: logged as a warning for the operator, not as a bug. */
  storageFull?: boolean;
}

/** How long a client told 503 for an absent database waits before it tries again: a restart takes seconds. */
const UNAVAILABLE_RETRY_AFTER_S = 5;

const DOMAIN_STATUS = { conflict: 409, invalid: 422, not_found: 404, forbidden: 403 } as const;

/** Fastify's own errors (body parsing, limits) by code. */
const FASTIFY_CODES: Record<string, { status: number; key: Parameters<typeof message>[0] }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'tooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_BAD_URL: { status: 400, key: 'badPath' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'uriTooLong' },
};

/** Generic texts by status, for client errors whose own message is an implementation detail. */
const STATUS_KEYS: Partial<Record<number, Parameters<typeof message>[0]>> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  409: 'conflict',
  413: 'tooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};
const LIST_FIELD_KEYS = { sort: 'unknownSortField', range: 'badRange', filter: 'unknownFilterField' } as const;

/** A localized text for a 4xx status; never the thrown error's own message (it may quote input or internals). */
const clientErrorText = (status: number, locale: Locale) => message(STATUS_KEYS[status] ?? 'badRequest', locale);

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

  if (error instanceof InvalidListQueryError) {
    const text = message(LIST_FIELD_KEYS[error.field], locale);
    return { statusCode: 400, body: apiErrorBody(400, message('badListQuery', locale), { [error.field]: [text] }), unexpected: false };
  }

  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const text = statusCode >= 500 ? message('internal', locale) : clientErrorText(statusCode, locale);
    return { statusCode, body: apiErrorBody(statusCode, text), unexpected: statusCode >= 500 };
  }

  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && Object.hasOwn(FASTIFY_CODES, code)) {
    const { status, key } = FASTIFY_CODES[code]!;
    return { statusCode: status, body: apiErrorBody(status, message(key, locale)), unexpected: false };
  }
  // Other client errors Fastify flags with a 4xx status (e.g. a malformed header).
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500)
    return { statusCode: status, body: apiErrorBody(status, clientErrorText(status, locale)), unexpected: false };

  if (isDatabaseUnavailable(error))
    return {
      statusCode: 503,
      body: apiErrorBody(503, message('unavailable', locale)),
      headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) },
      unexpected: false,
      unavailable: true,
    };

  // A full disk is the operator's to fix, not the client's fault nor a bug: 507 says so, and nothing was stored
  // (file writes go to a temporary name first, see local-media-storage.ts).
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return {
      statusCode: 507,
      body: apiErrorBody(507, message('insufficientStorage', locale)),
      unexpected: false,
      storageFull: true,
    };

  return { statusCode: 500, body: apiErrorBody(500, message('internal', locale)), unexpected: true };
}

/** A domain error's code is the key of its text (contracts' or the platform's i18next resources). */
const domainMessage = (error: DomainError, locale: Locale): string => textOf(error.code, locale);
