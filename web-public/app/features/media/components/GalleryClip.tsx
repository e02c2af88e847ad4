import type { SwiperVideo } from '@anonse/contracts/browser';
import { useRef, useState, useSyncExternalStore } from 'react';
import { blurhashDataUrl } from '../lib/blurhash-placeholder';
import styles from './PhotoGallery.module.css';

/** An approved clip as the gallery shows it (the feed's answer without the ad, which the page already is). */
export type GalleryVideo = Pick<SwiperVideo, 'id' | 'posterUrl' | 'blurhash' | 'width' | 'height' | 'sources'>;

const noSubscription = () => () => undefined;

/**
 * A clip in the gallery: the browser's own player with the poster over its blurhash and nothing loaded before a
 * visitor presses play. Once the island runs, a large play button over the poster starts it (one click, named for
 * screen readers); without the script the player's own controls do, so the clip plays either way.
 */
export function GalleryClip({ video, label }: { video: GalleryVideo; label: string }) {
  const placeholder = blurhashDataUrl(video.blurhash);
  const player = useRef<HTMLVideoElement>(null);
  // The button only where a script can act on it: the server's page (and a visitor without scripts) keep the controls.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [started, setStarted] = useState(false);
  const play = () => {
    setStarted(true);
    void player.current?.play().catch(() => undefined);
  };
  return (
    <div className={styles.clipFrame}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- advertisers' clips come without captions; the ad's text is beside them */}
      <video
        ref={player}
        className={styles.clip}
        controls
        playsInline
        preload="none"
        poster={video.posterUrl}
        width={video.width}
        height={video.height}
        aria-label={label}
        onPlay={() => setStarted(true)}
        style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
        data-testid="gallery-video"
        data-video-id={video.id}
      >
        {video.sources.map((s) => (
          <source key={s.quality} src={s.url} type="video/mp4" media={s.quality === 720 ? '(min-width: 500px)' : undefined} />
        ))}
      </video>
      {scripted && !started && (
        <button type="button" className={styles.play} onClick={play} aria-label={label} data-testid="gallery-video-play">
          <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </button>
      )}
    </div>
  );
}

/** A clip's thumbnail: its poster, marked with a play sign. */
export function GalleryClipThumb({ video }: { video: GalleryVideo }) {
  return (
    <span className={styles.clipThumb}>
      <img src={video.posterUrl} alt="" width={video.width} height={video.height} loading="lazy" decoding="async" />
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
        <path d="M8 5v14l11-7z" />
      </svg>
    </span>
  );
}
