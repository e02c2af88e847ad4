import type { RedactionEffect, RedactionRegion } from '@anonse/contracts';
import { sharp } from './sharp-options';
import type Sharp from 'sharp';
import type { RawImage } from './render-photo';

export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A normalised region → whole pixels inside the image (at least 1 × 1), rounding outwards so nothing peeks out. */
export function pixelBox(region: Pick<RedactionRegion, 'x' | 'y' | 'width' | 'height'>, imageWidth: number, imageHeight: number): PixelBox {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  // The epsilon keeps float noise (0.6 × 500 = 300.00000000000006) from adding a pixel.
  const down = (v: number) => Math.floor(v + 1e-9);
  const up = (v: number) => Math.ceil(v - 1e-9);
  const left = clamp(down(region.x * imageWidth), imageWidth - 1);
  const top = clamp(down(region.y * imageHeight), imageHeight - 1);
  const right = clamp(up((region.x + region.width) * imageWidth), imageWidth);
  const bottom = clamp(up((region.y + region.height) * imageHeight), imageHeight);
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** Size of one pixelation block: coarse enough that a face cannot be recognised, whatever the region's size. */
export const pixelBlock = (box: PixelBox) => Math.max(8, Math.round(Math.min(box.width, box.height) / 8));

const ellipseMask = (w: number, h: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><ellipse cx="${w / 2}" cy="${h / 2}" rx="${w / 2}" ry="${h / 2}" fill="#fff"/></svg>`,
  );

async function patchFor(raw: RawImage, box: PixelBox, effect: RedactionEffect): Promise<Buffer> {
  const region = () => sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } }).extract(box);
  if (effect === 'block')
    return sharp({ create: { width: box.width, height: box.height, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
  const block = pixelBlock(box);
  const cols = Math.max(1, Math.round(box.width / block));
  const rows = Math.max(1, Math.round(box.height / block));
  // Both effects first throw the detail away (down to a few cells), so no deblurring can bring it back.
  const small = await region().resize(cols, rows, { fit: 'fill' }).png().toBuffer();
  const big = sharp(small).resize(box.width, box.height, { fit: 'fill', kernel: effect === 'pixelate' ? 'nearest' : 'cubic' });
  return (effect === 'blur' ? big.blur(Math.max(2, block / 2)) : big).png().toBuffer();
}

/** The pixels with every region covered by the effect; ellipses are inscribed in their boxes. */
export async function redactImage(raw: RawImage, regions: readonly RedactionRegion[], effect: RedactionEffect): Promise<RawImage> {
  const composites: Sharp.OverlayOptions[] = [];
  for (const region of regions) {
    const box = pixelBox(region, raw.width, raw.height);
    let patch = await patchFor(raw, box, effect);
    if (region.shape === 'ellipse' && box.width > 2 && box.height > 2)
      patch = await sharp(patch)
        .ensureAlpha()
        .composite([{ input: ellipseMask(box.width, box.height), blend: 'dest-in' }])
        .png()
        .toBuffer();
    composites.push({ input: patch, left: box.left, top: box.top });
  }
  const { data, info } = await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })
    .composite(composites)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
