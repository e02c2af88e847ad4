import type { PublicPhoto } from '@anonse/contracts/browser';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { MEDIA } from '../i18n';
import { galleryIndexAfter } from '../lib/gallery-keys';
import { Photo } from './Photo';
import styles from './PhotoGallery.module.css';
import { island } from '#web/islands/island';

/** How wide the gallery's photo is drawn (also the ad page's LCP preload). */
export const GALLERY_SIZES = '(max-width: 900px) 100vw, 800px';

/**
 * An ad's photos: the current one large (the first loads eagerly, it is the page's main image), previous/next
 * buttons, the arrow keys while the gallery has focus, and a row of thumbnails.
 */
export function PhotoGallery({ photos, title }: { photos: PublicPhoto[]; title: string }) {
  const { t } = useTranslation(MEDIA);
  const [index, setIndex] = useState(0);
  if (!photos.length) return null;
  const current = photos[Math.min(index, photos.length - 1)]!;
  const go = (to: number) => setIndex((to + photos.length) % photos.length);
  const onKeyDown = (e: KeyboardEvent) => {
    const to = galleryIndexAfter(e.key, index, photos.length);
    if (to === null) return;
    setIndex(to);
    e.preventDefault();
  };
  return (
    <section
      className={styles.gallery}
      aria-label={t('gallery.label')}
      aria-roledescription="carousel"
      onKeyDown={onKeyDown}
      data-testid="photo-gallery"
    >
      <div className={styles.stage} aria-live="polite">
        <Photo
          key={current.id}
          photo={current}
          alt={t('gallery.photoAlt', { n: index + 1, title })}
          sizes={GALLERY_SIZES}
          priority={index === 0}
          className={styles.main}
        />
        {photos.length > 1 && (
          <>
            <button
              type="button"
              className={`${styles.nav} ${styles.prev}`}
              onClick={() => go(index - 1)}
              aria-label={t('gallery.previous')}
            >
              ‹
            </button>
            <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(index + 1)} aria-label={t('gallery.next')}>
              ›
            </button>
            <span className={styles.counter}>{t('gallery.counter', { n: index + 1, total: photos.length })}</span>
          </>
        )}
      </div>
      {photos.length > 1 && (
        <ol className={styles.thumbs}>
          {photos.map((p, i) => (
            <li key={p.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t('gallery.thumbnail', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <Photo photo={p} alt="" sizes="96px" />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export const PhotoGalleryIsland = island('photo-gallery', PhotoGallery);
