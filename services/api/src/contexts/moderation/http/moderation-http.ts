import type { FastifyReply, FastifyRequest } from 'fastify';
import { code, type MessageCode } from '@anonse/contracts';
import { ApiHttpError } from '../../../platform/http/api-error';
import { localeOf } from '../../../platform/http/locale';
import { textOf } from '../../../platform/i18n/i18n';

export const httpError = (request: FastifyRequest, status: number, messageCode: MessageCode, current?: unknown) =>
  new ApiHttpError(status, textOf(messageCode, localeOf(request.headers['accept-language'])), undefined, undefined, current);

export const reportNotFound = (request: FastifyRequest) => httpError(request, 404, code('moderation:reportNotFound'));

/** ra-data-simple-rest reads the total from Content-Range. */
export function contentRange(reply: FastifyReply, resource: string, range: readonly number[], rows: number, total: number): void {
  const start = range[0] ?? 0;
  void reply
    .header('Content-Range', `${resource} ${start}-${rows ? start + rows - 1 : start}/${total}`)
    .header('Access-Control-Expose-Headers', 'Content-Range')
    .header('Cache-Control', 'private, no-store');
}
