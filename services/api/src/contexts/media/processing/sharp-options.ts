import sharp from 'sharp';
import { PHOTO_LIMITS } from '@anonse/contracts';

// No file cache: a deleted master or upload must not stay open (and readable) inside libvips; a small memory
// cache keeps RSS flat under parallel uploads.
sharp.cache({ memory: 32, files: 0, items: 16 });

/**
 * Options for every sharp input from a user: the pixel limit (a decompression bomb stops at the header), and
 * failing on truncated data rather than padding it with grey.
 */
export const untrustedInput = { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'truncated', sequentialRead: true } as const satisfies sharp.SharpOptions;

export { sharp };
