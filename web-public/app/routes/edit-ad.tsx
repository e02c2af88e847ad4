import { alternates } from '@anonse/contracts/browser';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getAdFormLimits } from '../features/ads/api/get-ad-form-limits.server';
import { getMyAd, getMyPhotos } from '../features/dashboard/api/get-my-ad.server';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { EditAd } from '../features/dashboard/components/EditAd';
import { DASHBOARD } from '../features/dashboard/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { requireUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { placeLists } from '../lib/place-names';
import { seoMeta, type PageSeo } from '../lib/seo';
import { adFieldsToForm } from '../features/ads/lib/ad-form';
import { editStartValues } from '../features/dashboard/lib/ad-edit';

/**
 * `/dashboard/edytuj-anons/:id/` and `/en/dashboard/edit-ad/:id/`: the owner's edit form (guest → /login/).
 * An ad that is unknown, deleted or someone else's is a 404, alike.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const id = args.params.id ?? '';
  const api = serverApi(args.request, args.context, locale);
  const ad = await getMyAd(api, id);
  if (!ad) throw data(null, { status: 404 });
  const [photos, limits] = await Promise.all([getMyPhotos(api), getAdFormLimits(api)]);
  const t = getT(locale, DASHBOARD);
  const seo: PageSeo = {
    title: t('seo.editAdTitle', { title: ad.fields.title }),
    description: t('seo.editAdDescription'),
    locale,
    alternates: alternates('editAd', { pl: { id } }),
    index: false,
  };
  const start = adFieldsToForm(editStartValues(ad));
  return { ad, photos, maxPhotos: limits.maxPhotos, places: placeLists(start.province, start.city), seo };
}

export const meta = seoMeta;

export default function EditAdPage() {
  const { ad, photos, maxPhotos, places } = useLoaderData<typeof loader>();
  return (
    <DashboardLayout active="editAd">
      <EditAd ad={ad} photos={photos} maxPhotos={maxPhotos} places={places} />
    </DashboardLayout>
  );
}
