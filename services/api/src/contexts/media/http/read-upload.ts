import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';

export class UploadTooLargeError extends Error {
  override readonly name = 'UploadTooLargeError';
}

/**
 * Streams the request body to `file`, never holding it in memory, and stops writing at `maxBytes` (a lying or
 * absent Content-Length gets no further). The rest of an oversized body is read and dropped rather than the
 * socket destroyed, so the client still receives its 413. Answers the byte count.
 */
export function readUploadTo(body: Readable, file: string, maxBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    let settled = false;
    const out = createWriteStream(file, { mode: 0o600 });
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      body.off('data', onData);
      if (error) {
        out.destroy();
        body.resume();
        reject(error);
      } else out.end(() => resolve(bytes));
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) return settle(new UploadTooLargeError(`over ${maxBytes} bytes`));
      if (!out.write(chunk)) {
        body.pause();
        out.once('drain', () => body.resume());
      }
    };
    body.on('data', onData);
    body.once('end', () => settle(null));
    body.once('error', (e) => settle(e));
    out.once('error', (e) => settle(e));
  });
}
