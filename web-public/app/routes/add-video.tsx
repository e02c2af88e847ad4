import { alternates, type VideoDto } from '@anonse/contracts/browser';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '#web/i18n/use-translation';
import styles from '../features/dashboard/components/Dashboard.module.css';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { getMyAds } from '../features/dashboard/api/get-my-ads.server';
import { VideoUpload } from '../features/videos/components/VideoUpload';
import { VIDEOS } from '../features/videos/i18n';
import { getT } from '../i18n/i18n';
import { readJson } from '../lib/api';
import { serverApi } from '../lib/api.server';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/** `/dashboard/dodaj-film/` (`?ad=` preselects an ad, the link from the owner's ad page): "Dodaj film" (guest → /login/). */
export async function loader(args: LoaderFunctionArgs) {
  await requireDashboardUser(args);
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const api = serverApi(args.request, args.context, locale);
  const [{ ads }, videos] = await Promise.all([getMyAds(api), readJson<VideoDto[]>(await api('/api/videos/mine'))]);
  const active = ads.filter((ad) => ad.status === 'approved').map((ad) => ({ id: ad.id, title: ad.fields.title }));
  const wanted = url.searchParams.get('ad');
  const t = getT(locale, VIDEOS);
  const seo: PageSeo = {
    title: t('videos.add.seo.title'),
    description: t('videos.add.seo.description'),
    locale,
    alternates: alternates('addVideo'),
    index: false,
  };
  return { ads: active, preselected: active.some((ad) => ad.id === wanted) ? wanted : null, videos, seo };
}

export const meta = seoMeta;

export default function AddVideo() {
  const { ads, preselected, videos } = useLoaderData<typeof loader>();
  const { t } = useTranslation(VIDEOS);
  return (
    <DashboardLayout active="addMovie">
      <section className={styles.section} data-testid="add-video-section">
        <h1>{t('videos.add.title')}</h1>
        <p className={styles.rowMeta}>{t('videos.add.intro')}</p>
        <VideoUpload ads={ads} preselected={preselected} initial={videos} />
      </section>
    </DashboardLayout>
  );
}
