import { cardSources, type PublicPhoto } from '@anonse/contracts/browser';
import { useState } from 'react';
import { blurhashDataUrl } from '../lib/blurhash-placeholder';
import { fallbackSource, srcSetOf } from '../lib/photo-sources';
import styles from './Photo.module.css';

export interface PhotoProps {
  photo: Pick<PublicPhoto, 'width' | 'height' | 'blurhash' | 'sources'>;
  alt: string;
  /** The `sizes` attribute: how wide the photo is drawn (default: a card). */
  sizes?: string;
  /** Above the fold: loaded eagerly with high priority (the LCP image); otherwise lazily. */
  priority?: boolean;
  /** An ad card: only the renditions within the card byte budget are offered, whatever the screen's density. */
  card?: boolean;
  className?: string;
}

/**
 * One photo as `<picture>`: AVIF, then WebP, then JPEG, each with every width in `srcset`; intrinsic width and
 * height so nothing shifts; the blurhash as background until the image has loaded.
 */
export function Photo({ photo, alt, sizes = '(max-width: 600px) 100vw, 320px', priority = false, card = false, className }: PhotoProps) {
  const [loaded, setLoaded] = useState(false);
  const sources = card ? cardSources(photo.sources) : photo.sources;
  const fallback = fallbackSource(sources);
  const placeholder = loaded ? null : blurhashDataUrl(photo.blurhash);
  const avif = srcSetOf(sources, 'avif');
  const webp = srcSetOf(sources, 'webp');
  const jpeg = srcSetOf(sources, 'jpeg');
  return (
    <picture className={`${styles.picture} ${className ?? ''}`}>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        className={styles.img}
        src={fallback?.url}
        srcSet={jpeg || undefined}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onLoad={() => setLoaded(true)}
        style={placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined}
        data-testid="photo"
      />
    </picture>
  );
}
