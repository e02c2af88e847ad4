import type { FastifyRequest } from 'fastify';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';
import { VoucherCodeExpiredError, VoucherCodeRevokedError } from '../domain/code';

/**
 * An expired or revoked code is gone for good: 410, which the domain's kinds do not name. The other refusals map
 * as usual (unknown: 404, used: 409).
 */
export function voucherHttpError(error: unknown, request: FastifyRequest): unknown {
  if (!(error instanceof VoucherCodeExpiredError || error instanceof VoucherCodeRevokedError)) return error;
  const text = textOf(error.code, localeOf(request.headers['accept-language']));
  return new ApiHttpError(410, text, { code: [text] });
}
