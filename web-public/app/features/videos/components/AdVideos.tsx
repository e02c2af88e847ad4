import type { SwiperVideo } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { blurhashDataUrl } from '#web/features/media/lib/blurhash-placeholder';
import { VIDEOS } from '../i18n';

/**
 * The ad's approved clips beside its photos: the browser's own player (no script: the ad page stays an island page),
 * nothing loaded before a visitor presses play, the poster over its blurhash meanwhile.
 */
export function AdVideos({ videos }: { videos: SwiperVideo[] }) {
  const { t } = useTranslation(VIDEOS);
  if (!videos.length) return null;
  return (
    <section
      aria-label={t('videos.swiper.title')}
      data-testid="ad-videos"
      style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', margin: '1rem 0' }}
    >
      {videos.map((v) => {
        const placeholder = blurhashDataUrl(v.blurhash);
        return (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- advertisers' clips come without captions; the ad's text is beside them
          <video
            key={v.id}
            controls
            playsInline
            preload="none"
            poster={v.posterUrl}
            width={Math.round((v.width / v.height) * 360)}
            height={360}
            style={{ background: placeholder ? `center / cover url(${placeholder})` : '#111', borderRadius: 8, maxWidth: '100%' }}
            data-testid="ad-video"
          >
            {v.sources.map((s) => (
              <source key={s.quality} src={s.url} type="video/mp4" />
            ))}
          </video>
        );
      })}
    </section>
  );
}
