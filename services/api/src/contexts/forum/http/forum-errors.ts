import type { FastifyRequest } from 'fastify';
import { code, forumImagesIn, type MessageCode } from '@anonse/contracts';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';

const notFound = (request: FastifyRequest, c: MessageCode) =>
  new ApiHttpError(404, textOf(c, localeOf(request.headers['accept-language'])));

/** An address or id that names nothing readable: 404, and it never reaches a query or a stream name. */
export const categoryNotFound = (request: FastifyRequest) => notFound(request, code('forum:categoryNotFound'));
export const topicNotFound = (request: FastifyRequest) => notFound(request, code('forum:topicNotFound'));
export const postNotFound = (request: FastifyRequest) => notFound(request, code('forum:postNotFound'));
export const tagNotFound = (request: FastifyRequest) => notFound(request, code('forum:tagNotFound'));

/** A post naming more forum images than `max` (FORUM_IMAGES_PER_POST): 400 under `body`, nothing is saved. */
export function checkPostImages(body: string | undefined, max: number, request: FastifyRequest): void {
  if (body === undefined || forumImagesIn(body).length <= max) return;
  const text = textOf(code('forum:tooManyImages'), localeOf(request.headers['accept-language']), { max });
  throw new ApiHttpError(400, text, { body: [text] });
}
