import path from 'node:path';
import { findRepoRoot } from '#api/platform/config/config';
import { sharp } from './sharp-options';
import type Sharp from 'sharp';

/**
 * A real camera photo (1920 × 1280, people in it, EXIF with GPS): the face detector's own sample, read in place
 * from its package (the e2e journey uploads the same file). Byte budgets are proved on it, not only on made-up images.
 */
export const realPhotoPath = (): string => path.join(findRepoRoot(), 'node_modules', '@vladmandic', 'face-api', 'demo', 'sample1.jpg');

/**
 * Photo-like test images made on the fly (tests and bench/photos.ts): gradients, shapes and a little grain, so
 * encoders see something like a photograph rather than a flat colour (too easy) or pure noise (never realistic).
 */
export async function samplePhoto(width: number, height: number, options: { seed?: number } = {}): Promise<Sharp.Sharp> {
  const seed = options.seed ?? 1;
  const shapes = Array.from({ length: 14 }, (_, i) => {
    const r = ((seed * 9301 + i * 49297) % 233280) / 233280;
    const cx = Math.round(((i * 0.13 + r) % 1) * width);
    const cy = Math.round(((i * 0.29 + r * 0.7) % 1) * height);
    const rad = Math.round((0.05 + r * 0.15) * Math.min(width, height));
    return `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="hsl(${(i * 47 + seed * 13) % 360},60%,${35 + (i % 4) * 10}%)" fill-opacity="0.7"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a4d69"/><stop offset="0.5" stop-color="#adcbe3"/><stop offset="1" stop-color="#e7d9b0"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const base = await sharp(Buffer.from(svg), { limitInputPixels: false }).png().toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .png()
    .toBuffer();
  return sharp(base, { limitInputPixels: false })
    .composite([{ input: grain, blend: 'overlay' }])
    .removeAlpha();
}

/** A JPEG of a sample photo. */
export async function sampleJpeg(width: number, height: number, quality = 88): Promise<Buffer> {
  return (await samplePhoto(width, height)).jpeg({ quality }).toBuffer();
}
