import { cardSources, type PublicPhoto } from '@anonse/contracts/browser';
import type { MetaDescriptor } from 'react-router';
import { srcSetOf } from './photo-sources';

/**
 * The page's LCP photo asked for with the document's head, before the body that shows it has arrived: the first
 * format `Photo` offers (AVIF; a browser that cannot show it skips the preload by its type and loads the `<picture>`'s
 * next source as usual), with the same `srcset` and `sizes`, so the preloaded file is the one the picture picks.
 */
export function photoPreload(photo: Pick<PublicPhoto, 'sources'> | null | undefined, sizes: string, card = false): MetaDescriptor[] {
  if (!photo) return [];
  const sources = card ? cardSources(photo.sources) : photo.sources;
  for (const format of ['avif', 'webp', 'jpeg'] as const) {
    const srcSet = srcSetOf(sources, format);
    if (srcSet)
      return [
        {
          tagName: 'link',
          rel: 'preload',
          as: 'image',
          type: `image/${format}`,
          imageSrcSet: srcSet,
          imageSizes: sizes,
          fetchPriority: 'high',
        },
      ];
  }
  return [];
}
