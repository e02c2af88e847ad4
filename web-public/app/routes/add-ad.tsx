import { alternates } from '@anonse/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { CreateAdForm } from '../features/ads/components/CreateAdForm';
import { ADS } from '../features/ads/i18n';
import { getT } from '../i18n/i18n';
import { requireUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/** `/dodaj-anons/` (alias `/anons/add/`): signed-in users only; guests go to /login/. */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const t = getT(locale, ADS);
  const seo: PageSeo = { title: t('seo.addAdTitle'), description: t('seo.addAdDescription'), locale, alternates: alternates('addAd'), index: false };
  return { seo };
}

export const meta = seoMeta;

export default function AddAd() {
  return <CreateAdForm />;
}
