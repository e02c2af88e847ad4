import type { FastifyRequest } from 'fastify';
import { code, type MessageCode } from '@anonse/contracts';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { message, textOf } from '#api/platform/i18n/i18n';

const localized = (request: FastifyRequest, c: MessageCode) => textOf(c, localeOf(request.headers['accept-language']));

/** An id that is not one of ours names no article: 404, and it never reaches a query or a stream name. */
export const articleNotFound = (request: FastifyRequest) => new ApiHttpError(404, localized(request, code('content:notFound')));

/** A slug another article of the kind and language holds: 409, under the field the form shows it at. */
export const slugTaken = (request: FastifyRequest) => {
  const text = localized(request, code('content:slugTaken'));
  return new ApiHttpError(409, text, { slug: [text] });
};

/** A field error the schema could not see (it needs the stored article): 400 like any bad input. */
export const badField = (request: FastifyRequest, field: string, c: MessageCode) =>
  new ApiHttpError(400, message('badRequest', localeOf(request.headers['accept-language'])), { [field]: [localized(request, c)] });
