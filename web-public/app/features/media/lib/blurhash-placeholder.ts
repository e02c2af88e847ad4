import { decode, isBlurhashValid } from 'blurhash';

const W = 8;
const H = 6;

/**
 * A blurhash as a tiny BMP data URL: works in server rendering (no canvas) and as a CSS background, which the
 * browser scales smoothly into a soft placeholder. Null for a missing or malformed hash.
 */
export function blurhashDataUrl(hash: string | null | undefined): string | null {
  if (!hash || !isBlurhashValid(hash).result) return null;
  let pixels: Uint8ClampedArray;
  try {
    pixels = decode(hash, W, H);
  } catch {
    return null;
  }
  const rowSize = Math.ceil((W * 3) / 4) * 4;
  const size = 54 + rowSize * H;
  const bmp = new Uint8Array(size);
  const view = new DataView(bmp.buffer);
  bmp[0] = 0x42;
  bmp[1] = 0x4d;
  view.setUint32(2, size, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, W, true);
  view.setInt32(22, H, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, rowSize * H, true);
  // BMP rows run bottom-up, pixels as BGR.
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const from = (y * W + x) * 4;
      const to = 54 + (H - 1 - y) * rowSize + x * 3;
      bmp[to] = pixels[from + 2]!;
      bmp[to + 1] = pixels[from + 1]!;
      bmp[to + 2] = pixels[from]!;
    }
  let binary = '';
  for (const b of bmp) binary += String.fromCharCode(b);
  return `data:image/bmp;base64,${btoa(binary)}`;
}
