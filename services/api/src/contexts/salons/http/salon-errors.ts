import { code } from '@anonse/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';

/** 404 with docs/product.md § 8's text: no such salon, or one this caller may not see (the same answer: no existence oracle). */
export const salonNotFound = (request: FastifyRequest) =>
  new ApiHttpError(404, textOf(code('salons:salonNotFound'), localeOf(request.headers['accept-language'])));
