import { href, type SwiperVideo } from '@anonse/contracts/browser';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { useApi, useLocale } from '#web/lib/app-data';
import { useCspNonce } from '#web/lib/csp-nonce';
import { FavouriteButton } from '#web/features/favourites/components/FavouriteButton';
import { blurhashDataUrl } from '#web/features/media/lib/blurhash-placeholder';
import { ReportButton } from '#web/features/reports/components/ReportButton';
import { island } from '#web/islands/island';
import { swiperPage } from '../api/videos';
import { VIDEOS } from '../i18n';
import styles from './Swiper.module.css';

/** How much of an item must be in view for it to be the current one. */
const VISIBLE = 0.6;

/**
 * Starts the first clip as soon as the server HTML is parsed, not once the island's script has loaded and hydrated:
 * the fetch, the decoding and the first frame then overlap the script's download. Reduced motion is respected here
 * as in the island. A script element inserted by React later never runs, so it is written for the first clip only.
 */
const PLAY_FIRST = `(function(v){if(v&&!matchMedia('(prefers-reduced-motion: reduce)').matches){var p=v.play();p&&p.catch(function(){})}})(document.currentScript.previousElementSibling)`;

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The `/swiper/` feed: one clip per screen height, snapped. The clip in view plays muted (browsers allow that
 * autoplay) with a visible unmute; the next one is preloaded so a swipe starts it at once; the rest load nothing.
 * Wheel, touch and the scrollbar move by the browser's scroll snapping; the arrow keys, Page Up/Down and j/k too.
 * With reduced motion nothing plays on its own and the moves are instant. More clips are fetched with `max_cursor`
 * when the viewer reaches the last three.
 */
export function Swiper({ initial }: { initial: { videos: SwiperVideo[]; max_cursor: string | null; has_more: boolean } }) {
  const { t } = useTranslation(VIDEOS);
  const locale = useLocale();
  const api = useApi();
  const [videos, setVideos] = useState(initial.videos);
  const [cursor, setCursor] = useState(initial.max_cursor);
  const [more, setMore] = useState(initial.has_more);
  const [current, setCurrent] = useState(0);
  const [muted, setMuted] = useState(true);
  const nonce = useCspNonce();
  const feed = useRef<HTMLDivElement>(null);
  const loading = useRef(false);

  // The item in view is the one more than half visible. An entry also comes when an item drops below the threshold
  // while still partly visible (`isIntersecting` is then true): only a rise over it names the current item.
  useEffect(() => {
    const root = feed.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.intersectionRatio >= VISIBLE) setCurrent(Number((entry.target as HTMLElement).dataset.index));
      },
      { root, threshold: VISIBLE },
    );
    root.querySelectorAll('[data-index]').forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [videos.length]);

  // Where a swipe or a wheel turn will come to rest is known as soon as the gesture is made (the snap target,
  // Chromium's `scrollsnapchanging`): the next clip starts while it slides in, not once most of it is on screen.
  useEffect(() => {
    const root = feed.current;
    if (!root) return;
    const onSnapChanging = (event: Event) => {
      const target = (event as Event & { snapTargetBlock?: unknown }).snapTargetBlock;
      if (target instanceof HTMLElement && target.dataset.index !== undefined) setCurrent(Number(target.dataset.index));
    };
    root.addEventListener('scrollsnapchanging', onSnapChanging);
    return () => root.removeEventListener('scrollsnapchanging', onSnapChanging);
  }, []);

  // Play the current clip, pause the others.
  useEffect(() => {
    feed.current?.querySelectorAll<HTMLVideoElement>('video').forEach((video) => {
      const index = Number(video.dataset.video);
      if (index === current && !reducedMotion()) void video.play().catch(() => undefined);
      else video.pause();
    });
  }, [current, videos.length]);

  useEffect(() => {
    if (!more || loading.current || current < videos.length - 3) return;
    loading.current = true;
    swiperPage(api, cursor)
      .then((page) => {
        setVideos((list) => [...list, ...page.videos.filter((v) => !list.some((o) => o.id === v.id))]);
        setCursor(page.max_cursor);
        setMore(page.has_more);
      })
      .catch(() => undefined)
      .finally(() => (loading.current = false));
  }, [api, current, cursor, more, videos.length]);

  // A key names the next clip at once: it starts while the feed scrolls to it.
  const go = useCallback((index: number) => {
    const target = feed.current?.querySelector(`[data-index="${index}"]`);
    if (!target) return;
    setCurrent(index);
    target.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, []);

  // The keys work wherever the focus is on the page, except in a field (the report's form).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, dialog')) return;
      if (['ArrowDown', 'PageDown', 'j'].includes(event.key)) go(Math.min(current + 1, videos.length - 1));
      else if (['ArrowUp', 'PageUp', 'k'].includes(event.key)) go(Math.max(current - 1, 0));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, go, videos.length]);

  if (!videos.length) return <p className={styles.empty}>{t('videos.swiper.empty')}</p>;
  return (
    <div ref={feed} className={styles.feed} role="feed" aria-label={t('videos.swiper.hint')} data-testid="swiper" data-current={current}>
      {videos.map((video, index) => {
        const placeholder = blurhashDataUrl(video.blurhash);
        const near = index === current || index === current + 1;
        return (
          <section
            key={video.id}
            className={styles.item}
            data-index={index}
            data-testid="swiper-item"
            data-video-id={video.id}
            style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
          >
            {/* eslint-disable-next-line jsx-a11y/media-has-caption -- advertisers' clips come without captions; the ad's text is beside each */}
            <video
              className={styles.video}
              data-video={index}
              poster={video.posterUrl}
              muted={muted}
              loop
              playsInline
              // The next clip loads while this one plays: a swipe starts it without waiting.
              preload={near ? 'auto' : 'none'}
              width={video.width}
              height={video.height}
              data-testid="swiper-video"
            >
              {video.sources.map((s) => (
                <source key={s.quality} src={s.url} type="video/mp4" media={s.quality === 720 ? '(min-width: 500px)' : undefined} />
              ))}
            </video>
            {index === 0 && <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: PLAY_FIRST }} />}
            <button
              type="button"
              className={`${styles.button} ${styles.unmute}`}
              onClick={() => setMuted((m) => !m)}
              data-testid="swiper-unmute"
            >
              {muted ? t('videos.swiper.unmute') : t('videos.swiper.mute')}
            </button>
            <div className={styles.actions}>
              <FavouriteButton adId={video.ad.id} />
              <ReportButton target={{ type: 'video', id: video.id }} />
            </div>
            <div className={styles.overlay}>
              <a href={href('adDetail', locale, { id: video.ad.id })} data-testid="swiper-ad-link">
                {video.ad.title}
              </a>
              <span>
                {video.ad.city}
                {video.ad.hourPrice !== null ? ` · ${t('videos.swiper.perHour', { price: video.ad.hourPrice })}` : ''}
              </span>
            </div>
          </section>
        );
      })}
    </div>
  );
}

/** The feed is the page's one island, a chunk of its own fetched as the page starts (docs/architecture.md § Islands). */
export const SwiperIsland = island('swiper', Swiper, 'page');
