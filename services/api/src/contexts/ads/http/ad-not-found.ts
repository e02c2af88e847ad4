import { code } from '@anonse/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';

/** 404 for an ad that does not exist, or that this caller may not see (the same answer: no existence oracle). */
export const adNotFound = (request: FastifyRequest) =>
  new ApiHttpError(404, textOf(code('ads:adNotFound'), localeOf(request.headers['accept-language'])));
