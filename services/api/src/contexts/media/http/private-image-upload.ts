import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { code, photoFailureCode } from '@anonse/contracts';
import { ApiHttpError } from '#api/platform/http/api-error';
import { RAW_BODY_TYPES } from '#api/platform/http/fastify-setup';
import { localeOf } from '#api/platform/http/locale';
import { message, textOf } from '#api/platform/i18n/i18n';
import { ImageRejectedError } from '../processing/image-errors';
import { inspectUpload } from '../processing/inspect-upload';
import { decodeImage } from '../processing/render-photo';
import { sharp } from '../processing/sharp-options';
import { mediaError, PHOTO_UPLOAD_LIMIT, readImageUpload, type UploadLimit } from './upload-refusals';

export interface PrivateImage {
  /** A JPEG made from the decoded pixels: nothing of the uploaded file (EXIF, GPS, comments, appended bytes) survives. */
  body: Buffer;
  width: number;
  height: number;
  /** The same pixels at most `thumbMaxSide` px on the longer side, when asked for. */
  thumb: Buffer | null;
}

const localeFor = (request: FastifyRequest) => localeOf(request.headers['accept-language']);

/** Refuses a request that cannot carry an image before anything is read (the rest of the body is drained). */
export function checkRawImageRequest(request: FastifyRequest, limit: UploadLimit = PHOTO_UPLOAD_LIMIT): Readable {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const body = request.body;
  if (body !== undefined && body !== null && !(body instanceof Readable))
    throw new ApiHttpError(415, message('unsupportedMediaType', localeFor(request)));
  if (!body) throw mediaError(400, code('media:emptyFile'), request);
  if (!RAW_BODY_TYPES.test(type)) throw new ApiHttpError(415, message('unsupportedMediaType', localeFor(request)));
  if (Number(request.headers['content-length'] ?? NaN) > limit.maxBytes) {
    body.resume();
    throw limit.tooLarge(request);
  }
  return body;
}

/**
 * The media context's pipeline for an untrusted image kept private (verification photos, photos in messages): streamed to a private temporary file within the byte limit,
 * sniffed by content and checked against the pixel limits from its header, then decoded (orientation applied)
 * and re-encoded. The temporary file is gone when this returns.
 */
export async function readPrivateImage(
  body: Readable,
  request: FastifyRequest,
  options: { thumbMaxSide?: number; limit?: UploadLimit } = {},
): Promise<PrivateImage> {
  const dir = await mkdtemp(path.join(tmpdir(), 'anonse-private-image-'));
  try {
    const file = path.join(dir, 'upload');
    await readImageUpload(body, file, request, options.limit);
    try {
      await inspectUpload(file);
      const raw = await decodeImage(file);
      const pixels = () => sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } });
      const jpeg = await pixels().jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer();
      const side = options.thumbMaxSide;
      const thumb = side
        ? await pixels()
            .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
            .jpeg({ quality: 80, mozjpeg: true })
            .toBuffer()
        : null;
      return { body: jpeg, width: raw.width, height: raw.height, thumb };
    } catch (error) {
      if (error instanceof ImageRejectedError)
        throw mediaError(error.reason === 'notAnImage' ? 415 : 422, photoFailureCode(error.reason), request);
      throw error;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
