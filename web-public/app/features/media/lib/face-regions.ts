import type { RedactionRegion } from '@anonse/contracts/browser';

/** One face found by the detector, in pixels of the image it ran on. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

/**
 * How far a suggestion reaches past the detector's box, as fractions of the box. The tiny face detector
 * frames the face from brows to chin; hair, ears and the jaw line identify a person too, so more room
 * above than below.
 */
export const FACE_MARGIN = { side: 0.2, top: 0.35, bottom: 0.15 } as const;

/** Below the server's 0.005 minimum a region would be refused; smaller than this it hides nothing anyway. */
const MIN_SIZE = 0.01;

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * Detector boxes → ellipse regions in the editor's normalised 0..1 coordinates: enlarged by FACE_MARGIN,
 * clamped to the photo, the most certain first, at most `limit` of them (the server caps regions per
 * photo). Boxes that are not finite numbers, or that leave almost nothing inside the photo, are dropped.
 */
export function faceRegions(boxes: readonly FaceBox[], image: { width: number; height: number }, limit = Infinity): RedactionRegion[] {
  if (!(image.width > 0 && image.height > 0) || !(limit > 0)) return [];
  const regions: { score: number; region: RedactionRegion }[] = [];
  for (const box of boxes) {
    if (![box.x, box.y, box.width, box.height].every(Number.isFinite) || box.width <= 0 || box.height <= 0) continue;
    const left = clamp01((box.x - box.width * FACE_MARGIN.side) / image.width);
    const right = clamp01((box.x + box.width * (1 + FACE_MARGIN.side)) / image.width);
    const top = clamp01((box.y - box.height * FACE_MARGIN.top) / image.height);
    const bottom = clamp01((box.y + box.height * (1 + FACE_MARGIN.bottom)) / image.height);
    if (right - left < MIN_SIZE || bottom - top < MIN_SIZE) continue;
    regions.push({
      score: Number.isFinite(box.score) ? box.score : 0,
      region: { shape: 'ellipse', x: left, y: top, width: right - left, height: bottom - top },
    });
  }
  return regions
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((r) => r.region);
}
