export const PHOTO_LIMITS = {
  /** Largest upload (bytes); beyond it the API answers 413 without reading further. */
  maxBytes: 20 * 1024 * 1024,
  /** Largest decoded size (pixels), checked on the header before anything is decoded. */
  maxPixels: 50_000_000,
  maxSide: 30_000,
  /** Card-size renditions (≤ cardMaxWidth wide) are re-encoded at lower quality until they fit. */
  cardBytes: 40 * 1024,
  /**
   * The widest rendition an ad card offers the browser (`cardSources`): on a 2× screen a card would otherwise pick
   * the 1280 px file, which has no byte budget; 640 px is within a few per cent of a card's width at 2×.
   */
  cardMaxWidth: 640,
  maxRegions: 20,
} as const;

/** Default of MAX_PHOTOS_PER_AD. */
export const DEFAULT_MAX_PHOTOS_PER_AD = 12;
