import type { FastifyRequest } from 'fastify';
import { code, type MessageCode } from '@anonse/contracts';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';

export const httpError = (request: FastifyRequest, status: number, messageCode: MessageCode, current?: unknown) =>
  new ApiHttpError(status, textOf(messageCode, localeOf(request.headers['accept-language'])), undefined, undefined, current);

export const reportNotFound = (request: FastifyRequest) => httpError(request, 404, code('moderation:reportNotFound'));
