import type { PublicPhoto } from '@anonse/contracts/browser';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { MEDIA } from '../i18n';
import { galleryIndexAfter } from '../lib/gallery-keys';
import { Photo } from './Photo';
import { GalleryClip, GalleryClipThumb, type GalleryVideo } from './GalleryClip';
import styles from './PhotoGallery.module.css';
import { island } from '#web/islands/island';

/** How wide the gallery's photo is drawn (also the ad page's LCP preload). */
export const GALLERY_SIZES = '(max-width: 900px) 100vw, 800px';

type Item = { kind: 'photo'; photo: PublicPhoto } | { kind: 'video'; video: GalleryVideo };

/**
 * An ad's photos and approved clips: the current item large (the first photo loads eagerly, it is the page's main
 * image), previous/next buttons, the arrow keys while the gallery has focus, and a row of thumbnails. Clips come after
 * the photos and show their poster until a visitor presses play: nothing of a clip loads before that.
 */
export function PhotoGallery({ photos, videos = [], title }: { photos: PublicPhoto[]; videos?: GalleryVideo[]; title: string }) {
  const { t } = useTranslation(MEDIA);
  const [index, setIndex] = useState(0);
  const items: Item[] = [
    ...photos.map((photo) => ({ kind: 'photo', photo }) as const),
    ...videos.map((video) => ({ kind: 'video', video }) as const),
  ];
  if (!items.length) return null;
  const at = Math.min(index, items.length - 1);
  const current = items[at]!;
  const go = (to: number) => setIndex((to + items.length) % items.length);
  const onKeyDown = (e: KeyboardEvent) => {
    const to = galleryIndexAfter(e.key, at, items.length);
    if (to === null) return;
    setIndex(to);
    e.preventDefault();
  };
  const clipNumber = (i: number) => i - photos.length + 1;
  return (
    <section
      className={styles.gallery}
      aria-label={t(videos.length ? 'gallery.labelWithVideos' : 'gallery.label')}
      aria-roledescription="carousel"
      onKeyDown={onKeyDown}
      data-testid="photo-gallery"
    >
      <div className={styles.stage} aria-live="polite">
        {current.kind === 'photo' ? (
          <Photo
            key={current.photo.id}
            photo={current.photo}
            alt={t('gallery.photoAlt', { n: at + 1, title })}
            sizes={GALLERY_SIZES}
            priority={at === 0}
            className={styles.main}
          />
        ) : (
          <GalleryClip key={current.video.id} video={current.video} label={t('gallery.play', { n: clipNumber(at), title })} />
        )}
        {items.length > 1 && (
          <>
            <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => go(at - 1)} aria-label={t('gallery.previous')}>
              ‹
            </button>
            <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(at + 1)} aria-label={t('gallery.next')}>
              ›
            </button>
            <span className={styles.counter}>{t('gallery.counter', { n: at + 1, total: items.length })}</span>
          </>
        )}
      </div>
      {items.length > 1 && (
        <ol className={styles.thumbs}>
          {items.map((item, i) => (
            <li key={item.kind === 'photo' ? item.photo.id : item.video.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={
                  item.kind === 'photo' ? t('gallery.thumbnail', { n: i + 1 }) : t('gallery.videoThumbnail', { n: clipNumber(i) })
                }
                aria-current={i === at ? 'true' : undefined}
                onClick={() => setIndex(i)}
                data-testid={item.kind === 'video' ? 'gallery-video-thumb' : undefined}
              >
                {item.kind === 'photo' ? <Photo photo={item.photo} alt="" sizes="96px" /> : <GalleryClipThumb video={item.video} />}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export const PhotoGalleryIsland = island('photo-gallery', PhotoGallery);
