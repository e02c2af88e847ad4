import { alternates, href, isOpenTour } from '@anonse/contracts/browser';
import { slugify } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { getAd } from '../features/ads/api/get-ad.server';
import { getSimilarAds } from '../features/ads/api/get-similar.server';
import { AdDetailView } from '../features/ads/components/AdDetailView';
import { SimilarAds } from '../features/ads/components/SimilarAds';
import { ADS } from '../features/ads/i18n';
import { MessageAdvertiser } from '../features/messaging/components/MessageAdvertiser';
import { adCrumbs } from '../features/browse/lib/list-seo';
import { ReportButtonIsland } from '../features/reports/components/ReportButton';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { localeOf } from '../lib/locale';
import { cityName, linked } from '../lib/place-names';
import { seoMeta, type PageSeo } from '../lib/seo';
import styles from './page.module.css';
import { ISLAND_PAGE } from '#web/islands/page-handle';
import { photoPreload } from '#web/features/media/lib/photo-preload';
import { GALLERY_SIZES } from '#web/features/media/components/PhotoGallery';
import { getAdVideos } from '#web/features/videos/api/get-ad-videos.server';

/** Read-only: a visitor gets server HTML and islands (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/** `/anons/:id/:slug?/` and `/en/erotic-ad/:id/:slug?/`; a missing or non-public ad → 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const id = params.id ?? '';
  const api = serverApi(request, context, locale);
  // Similar ads are read beside the ad, never after it; they never fail or hold up the page.
  const [found, similar, videos] = await Promise.all([getAd(api, id, params.slug ?? ''), getSimilarAds(api, id), getAdVideos(api, id)]);
  if (!found) throw data(null, { status: 404 });
  const ad = linked(found, found.fields, locale);
  const slug = slugify(ad.fields.title) || undefined;
  if ((params.slug ?? undefined) !== slug) throw redirect(href('adDetail', locale, { id, slug }), 301);
  const t = getT(locale, ADS);
  const seo: PageSeo = {
    title: t('seo.adTitle', { title: ad.fields.title, city: ad.place.city }),
    description: ad.fields.description.replace(/\s+/g, ' ').slice(0, 160),
    locale,
    alternates: alternates('adDetail', { pl: { id, slug } }),
    index: ad.status === 'approved',
  };
  // Where it will be (its owner also gets past tours; the page shows what is ahead), with the towns by name.
  const tours = found.tours
    .filter(isOpenTour)
    .map(({ id, startsOn, endsOn, state, city }) => ({ id, startsOn, endsOn, state, cityName: cityName(city) }));
  // The gallery carries its clips in the island's props: only what it plays, not the feed's copy of the ad.
  const clips = videos.map(({ id, posterUrl, blurhash, width, height, sources }) => ({ id, posterUrl, blurhash, width, height, sources }));
  return { ad, tours, seo, videos: clips, crumbs: adCrumbs(ad.fields, locale), similar: similar.map((hit) => linked(hit, hit, locale)) };
}

export const meta = (args: MetaArgs<typeof loader>) => [
  ...seoMeta(args),
  // The gallery's first photo is the page's LCP image (docs/architecture.md § Islands).
  ...photoPreload(args.data?.ad.photos[0], GALLERY_SIZES),
];

export default function AdDetailPage() {
  const { ad, tours, crumbs, similar, videos } = useLoaderData<typeof loader>();
  const { t } = useTranslation(ADS);
  return (
    <>
      <Breadcrumbs items={crumbs} />
      {ad.status === 'pending' && <p className={styles.notice}>{t('ad.pending')}</p>}
      {ad.status === 'rejected' && <p className={styles.alert}>{t('ad.rejected')}</p>}
      <AdDetailView
        ad={ad}
        tours={tours}
        videos={videos}
        contact={
          ad.status === 'approved' && (
            <MessageAdvertiser adId={ad.id} adTitle={ad.fields.title} label={t('ad.message')} loginLabel={t('ad.messageLogin')} />
          )
        }
      />
      {ad.status === 'approved' && <ReportButtonIsland target={{ type: 'ad', id: ad.id }} />}
      <SimilarAds ads={similar} />
    </>
  );
}
