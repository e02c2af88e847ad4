import type { Readable, Transform } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Text worth compressing; images, video and archives are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;
/** Below this a compressed body is barely smaller and the headers cost more than they save. */
const MIN_BYTES = 1024;
/**
 * Pages are compressed per answer (each carries its own CSP nonce), so the level is one that costs about a
 * millisecond for a 90 KB list page: brotli 4 gives most of brotli's gain over gzip at gzip's speed. The static
 * assets are compressed once at build time, far harder (brotli 11; 9 above 1 MiB; scripts/precompress.mjs).
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const GZIP_OPTIONS = { level: 6 };

/** The encoding to answer with from an Accept-Encoding header: brotli when accepted, else gzip, else none (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header || header.length > 512) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Whether an answer with these headers should be compressed on the way out. */
export function compressible(contentType: string | null, contentEncoding: string | null, status: number): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType) && !contentEncoding && status !== 204 && status !== 304;
}

/** A whole body (a page from the page cache), or undefined when it is too small to gain. */
export async function compressWhole(body: Buffer, encoding: Encoding): Promise<Buffer | undefined> {
  if (body.length < MIN_BYTES) return undefined;
  return encoding === 'br' ? promisify(brotliCompress)(body, BROTLI_OPTIONS) : promisify(gzip)(body, GZIP_OPTIONS);
}

/**
 * A streamed body (a server-rendered page streams while data resolves): every chunk is flushed as it comes, so
 * compression never holds back the part of a page the browser could already paint.
 */
export function compressStream(body: Readable, encoding: Encoding): Transform {
  const out =
    encoding === 'br'
      ? createBrotliCompress({ ...BROTLI_OPTIONS, flush: constants.BROTLI_OPERATION_FLUSH })
      : createGzip({ ...GZIP_OPTIONS, flush: constants.Z_SYNC_FLUSH });
  body.on('error', (error) => out.destroy(error));
  return body.pipe(out);
}
