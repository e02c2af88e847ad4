import { Transform, type Readable } from 'node:stream';

/**
 * The one range of a `Range: bytes=…` header (a player asks for one at a time), null for the whole file (no header,
 * or several ranges, which are answered whole), or unsatisfiable (416).
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // A suffix: the last n bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * Bytes `start`…`end` of a stream that begins at 0 (storage opens whole files: a rendition is a few MB, so
 * skipping to a seek point costs little). The source is closed once the range is sent.
 */
export function sliceStream(source: Readable, start: number, end: number): Readable {
  let at = 0;
  const slice = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(0, start - at);
      const to = Math.min(chunk.length, end + 1 - at);
      at += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (at > end) {
        this.push(null);
        source.unpipe(slice);
        source.destroy();
      }
      done();
    },
  });
  return source.pipe(slice);
}
