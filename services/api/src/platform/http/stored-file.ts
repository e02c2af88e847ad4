import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { byteRange, sliceStream } from './byte-range';

/**
 * A day, not a year: a file taken down (its ad deactivated, a clip removed) must leave shared and browser caches
 * soon. `immutable` still holds, since a stored name never shows other bytes: a redaction writes new names.
 */
export const PUBLIC_FILE_CACHE = 'public, max-age=86400, immutable';
/** Anything shown only to its owner or staff must never be kept by a cache. */
export const PRIVATE_FILE_CACHE = 'private, no-store';

export interface StoredFileAnswer {
  contentType: string;
  /** PUBLIC_FILE_CACHE or PRIVATE_FILE_CACHE, as the caller decided who may see the file. */
  cache: string;
  /**
   * For files a player seeks in: the request's `Range` header (one range answered 206) and the error of the 416
   * answer when it lies beyond the file. Without it the whole file is always sent.
   */
  ranges?: { header: string | undefined; unsatisfiable: (size: number) => Error };
}

/**
 * Sends a file opened from media storage (photos' renditions, clips' renditions and posters, forum images) after the caller has
 * decided it may be shown: the one place that writes the headers of served files, so their caching stays alike.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  opened: { stream: Readable; size: number },
  answer: StoredFileAnswer,
): Promise<void> {
  void reply
    .header('Content-Type', answer.contentType)
    .header('Cache-Control', answer.cache)
    .header('Content-Disposition', 'inline')
    .header('X-Content-Type-Options', 'nosniff');
  const { ranges } = answer;
  const range = ranges ? byteRange(ranges.header, opened.size) : null;
  if (ranges) void reply.header('Accept-Ranges', 'bytes');
  if (ranges && range === 'unsatisfiable') {
    opened.stream.destroy();
    throw ranges.unsatisfiable(opened.size);
  }
  if (!range || range === 'unsatisfiable') {
    await reply.header('Content-Length', String(opened.size)).send(opened.stream);
    return;
  }
  await reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${opened.size}`)
    .header('Content-Length', String(range.end - range.start + 1))
    .send(sliceStream(opened.stream, range.start, range.end));
}
