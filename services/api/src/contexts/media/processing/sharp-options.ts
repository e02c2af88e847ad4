import { createRequire } from 'node:module';
import type Sharp from 'sharp';
import { PHOTO_LIMITS } from '@anonse/contracts';

const requireHere = createRequire(__filename);
let loaded: typeof Sharp | undefined;

/**
 * libvips is loaded on the first image, not at boot: it is about 11 MB of resident memory that a node serving
 * pages and no uploads never needs (the embedded mode's memory budget counts it).
 */
function load(): typeof Sharp {
  if (!loaded) {
    loaded = requireHere('sharp') as typeof Sharp;
    // No file cache: a deleted master or upload must not stay open (and readable) inside libvips; a small memory
    // cache keeps RSS flat under parallel uploads.
    loaded.cache({ memory: 32, files: 0, items: 16 });
  }
  return loaded;
}

/** sharp itself, loaded on first use (call it as sharp(…); static members are not needed by the pipeline). */
export const sharp = ((...args: Parameters<typeof Sharp>) => load()(...args)) as unknown as typeof Sharp;

/**
 * Options for every sharp input from a user: the pixel limit (a decompression bomb stops at the header), and
 * failing on truncated data rather than padding it with grey.
 */
export const untrustedInput = {
  limitInputPixels: PHOTO_LIMITS.maxPixels,
  failOn: 'truncated',
  sequentialRead: true,
} as const satisfies Sharp.SharpOptions;
