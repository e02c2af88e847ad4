import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { code, PHOTO_LIMITS } from '@anonse/contracts';
import { ApiHttpError } from '#api/platform/http/api-error';
import { localeOf } from '#api/platform/http/locale';
import { textOf } from '#api/platform/i18n/i18n';
import { readUploadTo, UploadTooLargeError } from './read-upload';

const localeFor = (request: FastifyRequest) => localeOf(request.headers['accept-language']);

/** A refusal of the media routes, in the language the request asks for. */
export const mediaError = (status: number, messageCode: Parameters<typeof textOf>[0], request: FastifyRequest) =>
  new ApiHttpError(status, textOf(messageCode, localeFor(request)));

/** A byte limit and the refusal past it (a caller with a smaller limit names it in its own words). */
export interface UploadLimit {
  maxBytes: number;
  tooLarge: (request: FastifyRequest) => Error;
}

export const PHOTO_UPLOAD_LIMIT: UploadLimit = {
  maxBytes: PHOTO_LIMITS.maxBytes,
  tooLarge: (request) => mediaError(413, code('media:tooLarge'), request),
};

/**
 * Streams an image upload to `file` within the photo limit, as every upload route does: an oversized body is
 * refused with 413, an empty one with 400. Answers the byte count.
 */
export async function readImageUpload(
  body: Readable,
  file: string,
  request: FastifyRequest,
  limit: UploadLimit = PHOTO_UPLOAD_LIMIT,
): Promise<number> {
  let bytes: number;
  try {
    bytes = await readUploadTo(body, file, limit.maxBytes);
  } catch (error) {
    if (error instanceof UploadTooLargeError) throw limit.tooLarge(request);
    throw error;
  }
  if (bytes === 0) throw mediaError(400, code('media:emptyFile'), request);
  return bytes;
}
