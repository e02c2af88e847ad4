import { alternates, href, slugify } from '@anonse/contracts';
import { useTranslation } from 'react-i18next';
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { getAd } from '../features/ads/api/get-ad';
import { AdDetailView } from '../features/ads/components/AdDetailView';
import { cityName } from '../features/ads/lib/labels';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { useLocale } from '../lib/app-data';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import styles from './page.module.css';

/** `/anons/:id/:slug?/` and `/en/erotic-ad/:id/:slug?/`; a missing or non-public ad → 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const id = params.id ?? '';
  const ad = await getAd(serverApi(request, context, locale), id);
  if (!ad) throw data(null, { status: 404 });
  const slug = slugify(ad.fields.title) || undefined;
  if ((params.slug ?? undefined) !== slug) throw redirect(href('adDetail', locale, { id, slug }), 301);
  const t = getT(locale);
  const seo: PageSeo = {
    title: t('seo.adTitle', { title: ad.fields.title, city: cityName(ad.fields.city) }),
    description: ad.fields.description.replace(/\s+/g, ' ').slice(0, 160),
    locale,
    alternates: alternates('adDetail', { pl: { id, slug } }),
    index: ad.status === 'approved',
  };
  return { ad, seo };
}

export const meta = seoMeta;

export default function AdDetailPage() {
  const { ad } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('nav.home'), to: href('home', locale) },
          { label: cityName(ad.fields.city), to: href('adList', locale, { '*': ad.fields.city }) },
        ]}
      />
      {ad.status === 'pending' && <p className={styles.notice}>{t('ad.pending')}</p>}
      {ad.status === 'rejected' && <p className={styles.alert}>{t('ad.rejected')}</p>}
      <AdDetailView ad={ad} />
    </>
  );
}
