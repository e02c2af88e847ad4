import { alternates, type SwiperPage } from '@anonse/contracts/browser';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SwiperIsland } from '../features/videos/components/Swiper';
import { VIDEOS } from '../features/videos/i18n';
import { getT } from '../i18n/i18n';
import { readJson } from '../lib/api';
import { serverApi } from '../lib/api.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/**
 * `/swiper/` (`/en/swiper/`): the vertical feed of approved videos of active ads. The first page comes with the HTML
 * (its first poster shows at once). A visitor gets server HTML and the feed as an island of its own, not the whole
 * application (docs/architecture.md § Islands), within a public page's weight budget.
 */
export const handle = ISLAND_PAGE;

export async function loader(args: LoaderFunctionArgs) {
  const locale = localeOf(new URL(args.request.url).pathname);
  const api = serverApi(args.request, args.context, locale);
  const page = await readJson<SwiperPage>(await api('/api/swiper'));
  const t = getT(locale, VIDEOS);
  const seo: PageSeo = {
    title: t('videos.swiper.seo.title'),
    description: t('videos.swiper.seo.description'),
    locale,
    alternates: alternates('swiper'),
    index: true,
  };
  return { page, seo };
}

export const meta = seoMeta;

export default function SwiperRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <SwiperIsland initial={page} />;
}
