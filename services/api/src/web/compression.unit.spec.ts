import { Readable } from 'node:stream';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { compressible, compressStream, compressWhole, pickEncoding } from './compression';

describe('compression of pages', () => {
  it('prefers brotli, falls back to gzip, and honours q=0 and absurd headers', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding(`${'x,'.repeat(400)}br`)).toBeUndefined();
    expect(pickEncoding(['deflate', 'br'])).toBe('br');
  });

  it('compresses text answers only, never twice, never empty ones', () => {
    expect(compressible('text/html; charset=utf-8', null, 200)).toBe(true);
    expect(compressible('text/x-script', null, 200)).toBe(true);
    expect(compressible('application/rss+xml', null, 200)).toBe(true);
    expect(compressible('image/webp', null, 200)).toBe(false);
    expect(compressible('text/html', 'br', 200)).toBe(false);
    expect(compressible('text/html', null, 304)).toBe(false);
    expect(compressible(null, null, 200)).toBe(false);
  });

  it('a whole page comes back the same, a tiny one is left alone', async () => {
    const page = Buffer.from(`<!doctype html>${'<li>Anons towarzyski — Warszawa</li>'.repeat(500)}`);
    const br = await compressWhole(page, 'br');
    expect(br!.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(br!).equals(page)).toBe(true);
    expect(gunzipSync((await compressWhole(page, 'gzip'))!).equals(page)).toBe(true);
    expect(await compressWhole(Buffer.from('<p>ok</p>'), 'br')).toBeUndefined();
  });

  it('a streamed page is flushed chunk by chunk: the first part can be decoded before the rest is written', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const source = new Readable({ read() {} });
      const out = compressStream(source, encoding);
      const received: Buffer[] = [];
      out.on('data', (chunk: Buffer) => received.push(chunk));
      source.push('<!doctype html><title>Pierwsza część</title>');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const early = Buffer.concat(received);
      const decodedEarly = encoding === 'br' ? brotliDecompressPartial(early) : gunzipPartial(early);
      expect(decodedEarly).toContain('Pierwsza część');
      source.push('<p>reszta</p>');
      source.push(null);
      await new Promise((resolve) => out.on('end', resolve));
      const all = Buffer.concat(received);
      expect((encoding === 'br' ? brotliDecompressSync(all) : gunzipSync(all)).toString()).toBe(
        '<!doctype html><title>Pierwsza część</title><p>reszta</p>',
      );
    }
  });
});

/** Decodes what a flushed, unfinished stream has produced so far. */
function brotliDecompressPartial(data: Buffer): string {
  return brotliDecompressSync(data, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString();
}
function gunzipPartial(data: Buffer): string {
  return gunzipSync(data, { finishFlush: constants.Z_SYNC_FLUSH }).toString();
}
