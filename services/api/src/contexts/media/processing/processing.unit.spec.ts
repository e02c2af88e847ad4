import sharp from 'sharp';
import { pixelProblem } from './inspect-upload';
import { pixelBlock, pixelBox, redactImage } from './redact';
import { decodeImage, variantWidths } from './render-photo';
import { samplePhoto } from './sample-images';

describe('rendition widths', () => {
  it('never upscales and offers the photo at its own width between the standard ones', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 1280]);
    expect(variantWidths(1000)).toEqual([320, 640, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('pixel limits', () => {
  it('refuses more than 50 megapixels or more than 30,000 px on a side, from the header alone', () => {
    expect(pixelProblem(4000, 3000)).toBeUndefined();
    expect(pixelProblem(30_000, 30_000)).toBe('tooManyPixels');
    expect(pixelProblem(30_001, 10)).toBe('tooManyPixels');
    expect(pixelProblem(8000, 6251)).toBe('tooManyPixels');
    expect(pixelProblem(8000, 6250)).toBeUndefined();
  });
});

describe('redaction boxes', () => {
  it('maps normalised regions to pixels, rounding outwards and staying inside the image', () => {
    expect(pixelBox({ x: 0.1, y: 0.2, width: 0.3, height: 0.4 }, 1000, 500)).toEqual({ left: 100, top: 100, width: 300, height: 200 });
    expect(pixelBox({ x: 0.1001, y: 0, width: 0.2, height: 0.2 }, 999, 333)).toEqual({ left: 99, top: 0, width: 201, height: 67 });
    expect(pixelBox({ x: 1, y: 1, width: 0, height: 0 }, 100, 100)).toEqual({ left: 99, top: 99, width: 1, height: 1 });
    expect(pixelBox({ x: 0.9, y: 0.9, width: 0.2, height: 0.2 }, 100, 100)).toEqual({ left: 90, top: 90, width: 10, height: 10 });
  });

  it('pixelates in blocks coarse enough to hide a face', () => {
    expect(pixelBlock({ left: 0, top: 0, width: 40, height: 40 })).toBe(8);
    expect(pixelBlock({ left: 0, top: 0, width: 400, height: 800 })).toBe(50);
  });
});

describe('redaction effects', () => {
  it.each(['blur', 'pixelate'] as const)('%s destroys the detail inside the region and leaves the rest untouched', async (effect) => {
    const raw = await decodeImage(await (await samplePhoto(400, 300)).png().toBuffer());
    const out = await redactImage(raw, [{ shape: 'rect', x: 0.25, y: 0.25, width: 0.5, height: 0.5 }], effect);
    const inside = { left: 110, top: 85, width: 180, height: 130 };
    // Grain and edges are gone: far less variation between neighbouring pixels remains.
    const edges = (r: typeof raw) => {
      let sum = 0;
      let n = 0;
      for (let y = inside.top; y < inside.top + inside.height; y++)
        for (let x = inside.left; x < inside.left + inside.width - 1; x++, n++)
          sum += Math.abs(r.data[(y * r.width + x) * 3]! - r.data[(y * r.width + x + 1) * 3]!);
      return sum / n;
    };
    expect(edges(out)).toBeLessThan(edges(raw) / 3);
    const outside = { left: 0, top: 0, width: 90, height: 60 };
    const a = await sharp(raw.data, { raw: { width: 400, height: 300, channels: 3 } })
      .extract(outside)
      .raw()
      .toBuffer();
    const b = await sharp(out.data, { raw: { width: 400, height: 300, channels: 3 } })
      .extract(outside)
      .raw()
      .toBuffer();
    expect(a.equals(b)).toBe(true);
  });
});
