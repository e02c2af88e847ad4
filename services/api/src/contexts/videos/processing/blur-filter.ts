import type { VideoBlurRegion } from '@anonse/contracts';

export interface BlurBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const down2 = (v: number) => Math.floor(v / 2 + 1e-9) * 2;
const up2 = (v: number) => Math.ceil(v / 2 - 1e-9) * 2;

/**
 * A normalised region → a pixel box of the frame a viewer sees, widened outwards to even edges (4:2:0 chroma covers
 * 2 × 2 pixels: an odd edge would leave half a chroma sample of the face) and at least 2 × 2, inside the frame.
 */
export function blurBox(region: Pick<VideoBlurRegion, 'x' | 'y' | 'width' | 'height'>, frameWidth: number, frameHeight: number): BlurBox {
  const x = Math.min(down2(region.x * frameWidth), down2(frameWidth) - 2);
  const y = Math.min(down2(region.y * frameHeight), down2(frameHeight) - 2);
  // An odd frame (an original; renditions are even) keeps its last column or row inside the box.
  const right = Math.min(Math.max(up2((region.x + region.width) * frameWidth), x + 2), frameWidth);
  const bottom = Math.min(Math.max(up2((region.y + region.height) * frameHeight), y + 2), frameHeight);
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * A filter graph fragment from `[input]` to `[output]` that blurs every region over the whole clip. Each box is cut
 * out, shrunk to a few cells (the detail is thrown away, so no deblurring brings a face back), blown up again,
 * smoothed with a Gaussian and laid back in place. Numbers only come from our own arithmetic, never from the request,
 * so nothing in the graph can be an option or a file name.
 */
export function blurFilter(
  regions: readonly VideoBlurRegion[],
  frameWidth: number,
  frameHeight: number,
  input: string,
  output: string,
): string {
  if (!regions.length) return `[${input}]null[${output}]`;
  const steps: string[] = [];
  let current = input;
  regions.forEach((region, i) => {
    const box = blurBox(region, frameWidth, frameHeight);
    // The same coarseness as a photo's blur: cells of at least 8 px, about 8 across the shorter side.
    const cell = Math.max(8, Math.round(Math.min(box.width, box.height) / 8));
    const cols = Math.max(2, up2(box.width / cell));
    const rows = Math.max(2, up2(box.height / cell));
    const next = i === regions.length - 1 ? output : `blur${i}`;
    steps.push(
      `[${current}]split=2[base${i}][cut${i}]`,
      `[cut${i}]crop=${box.width}:${box.height}:${box.x}:${box.y}:exact=1,scale=${cols}:${rows}:flags=area,` +
        `scale=${box.width}:${box.height}:flags=bicubic,gblur=sigma=${Math.max(2, Math.round(cell / 2))}[patch${i}]`,
      `[base${i}][patch${i}]overlay=${box.x}:${box.y}[${next}]`,
    );
    current = next;
  });
  return steps.join(';');
}
