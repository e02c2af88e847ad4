import { readFileSync } from 'node:fs';
import { bufferSource, imageEndProblemOf } from './image-end';
import { realPhotoPath, samplePhoto } from './sample-images';

const ZIP = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40, 1), Buffer.from('<html><script>alert(1)</script></html>')]);
const check = (bytes: Buffer, type: string) => imageEndProblemOf(bufferSource(bytes), type);

/** One photo-like image in every format the upload accepts. */
async function samples(): Promise<[string, Buffer][]> {
  const photo = async () => (await samplePhoto(300, 200)).clone();
  return [
    ['image/jpeg', await (await photo()).jpeg({ quality: 85 }).toBuffer()],
    ['image/jpeg', await (await photo()).jpeg({ progressive: true, quality: 85 }).toBuffer()],
    ['image/png', await (await photo()).png().toBuffer()],
    ['image/webp', await (await photo()).webp().toBuffer()],
    ['image/avif', await (await photo()).avif({ effort: 0 }).toBuffer()],
    ['image/gif', await (await photo()).gif().toBuffer()],
    ['image/tiff', await (await photo()).tiff({ compression: 'lzw' }).toBuffer()],
  ];
}

describe('where an uploaded image ends', () => {
  let images: [string, Buffer][];
  beforeAll(async () => {
    images = await samples();
  });

  it('finds the end of a whole image of every accepted format, zero padding after it included', async () => {
    for (const [type, bytes] of images) {
      expect([type, await check(bytes, type)]).toEqual([type, null]);
      expect([type, await check(Buffer.concat([bytes, Buffer.alloc(64)]), type)]).toEqual([type, null]);
    }
  });

  it('calls a file cut short truncated', async () => {
    for (const [type, bytes] of images)
      for (const keep of [0.5, 0.9])
        expect([type, keep, await check(bytes.subarray(0, Math.floor(bytes.length * keep)), type)]).toEqual([type, keep, 'truncated']);
  });

  it('finds a ZIP, HTML or another file appended after the image (a polyglot)', async () => {
    for (const [type, bytes] of images) {
      expect([type, await check(Buffer.concat([bytes, ZIP]), type)]).toEqual([type, 'trailingData']);
      expect([type, await check(Buffer.concat([bytes, Buffer.from('<?php system($_GET["c"]); ?>')]), type)]).toEqual([
        type,
        'trailingData',
      ]);
    }
  });

  it("accepts a JPEG followed by whole JPEGs (a phone's Multi-Picture Format), not by a JPEG with a ZIP after it", async () => {
    const [, jpeg] = images[0]!;
    expect(await check(Buffer.concat([jpeg, jpeg]), 'image/jpeg')).toBeNull();
    expect(await check(Buffer.concat([jpeg, jpeg, ZIP]), 'image/jpeg')).toBe('trailingData');
  });

  it('reads a real camera photo (EXIF, GPS, thumbnail) as whole', async () => {
    const camera = readFileSync(realPhotoPath());
    expect(await check(camera, 'image/jpeg')).toBeNull();
    expect(await check(Buffer.concat([camera, ZIP]), 'image/jpeg')).toBe('trailingData');
  });

  it('finds the entropy-coded end across block boundaries (a 0xFF at the end of a 64 KB read)', async () => {
    const big = await (await samplePhoto(1600, 1200)).jpeg({ quality: 95 }).toBuffer();
    expect(big.length).toBeGreaterThan(3 * 64 * 1024);
    expect(await check(big, 'image/jpeg')).toBeNull();
    expect(await check(big.subarray(0, big.length - 2), 'image/jpeg')).toBe('truncated');
  });

  it('answers malformed for bytes that are not the named format at all', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff'])
      expect([type, await check(ZIP, type)]).toEqual([type, 'malformed']);
  });
});
