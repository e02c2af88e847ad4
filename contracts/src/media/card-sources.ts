import { PHOTO_LIMITS } from './photo-limits';

/**
 * The renditions an ad card may pick from: those within PHOTO_LIMITS.cardMaxWidth, each under the card byte budget
 * whatever the screen's density (or the narrowest there is, should none be that narrow).
 */
export function cardSources<S extends { width: number }>(sources: readonly S[]): S[] {
  const fitting = sources.filter((s) => s.width <= PHOTO_LIMITS.cardMaxWidth);
  if (fitting.length || !sources.length) return fitting;
  const narrowest = Math.min(...sources.map((s) => s.width));
  return sources.filter((s) => s.width === narrowest);
}
