import { open } from 'node:fs/promises';
// The core entry: the package's `node` entry has no CommonJS condition, which Jest's resolver needs.
import { fileTypeFromBuffer } from 'file-type/core';
import { PHOTO_LIMITS } from '@anonse/contracts';
import { imageEndProblem } from './image-end';
import { ImageRejectedError } from './image-errors';
import { sharp, untrustedInput } from './sharp-options';
import type Sharp from 'sharp';

/** Formats sharp decodes here; anything else (SVG, HEIC, PDF, a ZIP named .jpg) is not an image to us. */
export const ACCEPTED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff']);

export interface InspectedUpload {
  contentType: string;
  width: number;
  height: number;
}

async function head(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Header dimensions against the limits (pure, so it is tested on its own). */
export function pixelProblem(width: number, height: number): 'tooManyPixels' | undefined {
  if (width > PHOTO_LIMITS.maxSide || height > PHOTO_LIMITS.maxSide || width * height > PHOTO_LIMITS.maxPixels) return 'tooManyPixels';
  return undefined;
}

/**
 * What the bytes are, decided by their content (never the name or the Content-Type), and their size from the
 * header alone — nothing is decoded yet, so a 30,000 × 30,000 px bomb costs nothing. A file cut short, or with
 * another file appended after the image (a polyglot), is refused here from its structure, before it is stored.
 */
export async function inspectUpload(file: string): Promise<InspectedUpload> {
  const type = await fileTypeFromBuffer(await head(file, 64 * 1024));
  if (!type || !ACCEPTED_IMAGE_TYPES.has(type.mime)) throw new ImageRejectedError('notAnImage', `sniffed ${type?.mime ?? 'unknown'}`);
  let meta: Sharp.Metadata;
  try {
    // limitInputPixels is checked by the header read too; catch its refusal as "too many pixels" below.
    meta = await sharp(file, { ...untrustedInput, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageRejectedError('corruptImage', `unreadable header: ${(error as Error).message}`);
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new ImageRejectedError('corruptImage', 'no dimensions in the header');
  const problem = pixelProblem(width, height);
  if (problem) throw new ImageRejectedError(problem, `${width}×${height} px`);
  const end = await imageEndProblem(file, type.mime);
  if (end)
    throw new ImageRejectedError(
      end === 'truncated' ? 'truncatedImage' : end === 'trailingData' ? 'trailingData' : 'corruptImage',
      `${type.mime}: ${end}`,
    );
  return { contentType: type.mime, width, height };
}
