import { encode } from 'blurhash';
import { PHOTO_LIMITS, PHOTO_WIDTHS, type PhotoFormat } from '@anonse/contracts';
import { ImageRejectedError } from './image-errors';
import { sharp, untrustedInput } from './sharp-options';
import type Sharp from 'sharp';

/** Longest side of the private master: enough for the largest rendition and for later redactions. */
export const MASTER_MAX_SIDE = 2048;

/** Decoded pixels (sRGB, 3 channels, orientation applied): every rendition is made from these. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface RenderedVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  body: Buffer;
}

export interface RenderedImage {
  /** JPEG of the raw pixels, no metadata at all: what a redaction starts from. */
  master: Buffer;
  width: number;
  height: number;
  blurhash: string | null;
  variants: RenderedVariant[];
}

export const CONTENT_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
export const EXTENSIONS: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** Start quality per format, and how far a card-size rendition may step down to fit its byte budget. */
const QUALITY: Record<PhotoFormat, number> = { avif: 52, webp: 74, jpeg: 78 };
const STEP = 12;
const MIN_QUALITY = 25;

/**
 * Widths to render for a master of `width` px: the standard ones it reaches, plus its own width when it falls
 * between two of them (a 1000 px photo is offered at 1000, not capped at 640). Never upscaled.
 */
export function variantWidths(width: number): number[] {
  const fitting: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  if (width < PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]! && !fitting.includes(width)) fitting.push(width);
  return fitting;
}

/**
 * Decodes an upload (or a master) into raw sRGB pixels: EXIF orientation applied, alpha flattened onto white,
 * at most MASTER_MAX_SIDE. Everything else of the file — EXIF, GPS, XMP, IPTC, ICC, comments, and any bytes
 * appended after the image (a polyglot's ZIP or HTML) — does not survive decoding.
 */
export async function decodeImage(input: string | Buffer): Promise<RawImage> {
  try {
    const { data, info } = await sharp(input, untrustedInput)
      .rotate()
      .resize({ width: MASTER_MAX_SIDE, height: MASTER_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    const text = (error as Error).message ?? '';
    if (/pixel limit/i.test(text)) throw new ImageRejectedError('tooManyPixels', text);
    throw new ImageRejectedError('corruptImage', text);
  }
}

const fromRaw = (raw: RawImage) => sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } });

function encoder(image: Sharp.Sharp, format: PhotoFormat, quality: number): Promise<Buffer> {
  switch (format) {
    case 'avif':
      return image.avif({ quality, effort: 2, chromaSubsampling: '4:2:0' }).toBuffer();
    case 'webp':
      return image.webp({ quality, effort: 3 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
  }
}

async function encodeVariant(resized: RawImage, format: PhotoFormat): Promise<Buffer> {
  let quality = QUALITY[format];
  let body = await encoder(fromRaw(resized), format, quality);
  // A rendition a card may pick must stay within its byte budget (PHOTO_LIMITS.cardBytes): step the quality down.
  while (resized.width <= PHOTO_LIMITS.cardMaxWidth && body.length > PHOTO_LIMITS.cardBytes && quality - STEP >= MIN_QUALITY) {
    quality -= STEP;
    body = await encoder(fromRaw(resized), format, quality);
  }
  return body;
}

export async function blurhashOf(raw: RawImage): Promise<string | null> {
  const { data, info } = await fromRaw(raw).resize(32, 32, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  try {
    return encode(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height, 4, 3);
  } catch {
    return null;
  }
}

/** Master, renditions (3 widths × AVIF, WebP, JPEG, never upscaled) and placeholder from decoded pixels. */
export async function renderImage(raw: RawImage): Promise<RenderedImage> {
  const master = await fromRaw(raw).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
  const variants: RenderedVariant[] = [];
  for (const width of variantWidths(raw.width)) {
    const { data, info } = await fromRaw(raw).resize({ width }).raw().toBuffer({ resolveWithObject: true });
    const resized = { data, width: info.width, height: info.height };
    for (const format of ['avif', 'webp', 'jpeg'] as const)
      variants.push({ format, width: info.width, height: info.height, body: await encodeVariant(resized, format) });
  }
  return { master, width: raw.width, height: raw.height, blurhash: await blurhashOf(raw), variants };
}
