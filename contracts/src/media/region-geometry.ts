import type { RedactionRegion } from './photo-shapes';

/**
 * Drawing and moving redaction regions, as fractions of the photo: the owner's editor (web-public) and the
 * moderator's (web-admin) draw with the same rules the API checks.
 */
export const REGION_MIN_SIZE = 0.01;
const STEP = 0.01;
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** The box between two points (where a drag began and where it is now), kept inside the photo. */
export function regionBetween(a: { x: number; y: number }, b: { x: number; y: number }, shape: RedactionRegion['shape']): RedactionRegion {
  const x = clamp01(Math.min(a.x, b.x));
  const y = clamp01(Math.min(a.y, b.y));
  return { shape, x, y, width: clamp01(Math.max(a.x, b.x)) - x, height: clamp01(Math.max(a.y, b.y)) - y };
}

/** Moves a region by an arrow key (with `resize`, grows or shrinks it), keeping it inside the photo. */
export function nudgeRegion<R extends RedactionRegion>(r: R, key: string, resize: boolean): R {
  const dx = key === 'ArrowLeft' ? -STEP : key === 'ArrowRight' ? STEP : 0;
  const dy = key === 'ArrowUp' ? -STEP : key === 'ArrowDown' ? STEP : 0;
  if (resize)
    return {
      ...r,
      width: Math.max(REGION_MIN_SIZE, Math.min(1 - r.x, r.width + dx)),
      height: Math.max(REGION_MIN_SIZE, Math.min(1 - r.y, r.height + dy)),
    };
  return { ...r, x: Math.min(1 - r.width, clamp01(r.x + dx)), y: Math.min(1 - r.height, clamp01(r.y + dy)) };
}
