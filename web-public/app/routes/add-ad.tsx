import { alternates, ROLES } from '@anonse/contracts/browser';
import { lazy, Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getEmailSettings } from '../features/account-email/api/get-email-settings.server';
import { getAdFormLimits } from '../features/ads/api/get-ad-form-limits.server';
import { CreateAdForm } from '../features/ads/components/CreateAdForm';
import { ADS } from '../features/ads/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { requireUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/**
 * `/dodaj-anons/` (alias `/anons/add/`): signed-in users only; guests go to /login/. An address not confirmed
 * yet gets the request to confirm it instead of the form (the API would refuse the ad); administrators have no
 * mailbox flow and always get the form.
 */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const t = getT(locale, ADS);
  const seo: PageSeo = {
    title: t('seo.addAdTitle'),
    description: t('seo.addAdDescription'),
    locale,
    alternates: alternates('addAd'),
    index: false,
  };
  const api = serverApi(args.request, args.context, locale);
  // Should the settings not load, the form shows: the API still checks, and its 403 is shown on the form.
  const [settings, limits] = await Promise.all([
    user.role === ROLES.administrator ? null : getEmailSettings(api).catch(() => null),
    getAdFormLimits(api),
  ]);
  return { seo, unconfirmedEmail: settings && !settings.confirmed ? settings.email : null, maxPhotos: limits.maxPhotos };
}

export const meta = seoMeta;

// Only an owner whose address is not confirmed yet sees it: its code (with the resend call) loads for that page alone.
const ConfirmEmailFirst = lazy(() =>
  import('../features/ads/components/ConfirmEmailFirst').then((m) => ({ default: m.ConfirmEmailFirst })),
);

export default function AddAd() {
  const { unconfirmedEmail, maxPhotos } = useLoaderData<typeof loader>();
  return unconfirmedEmail ? (
    <Suspense fallback={null}>
      <ConfirmEmailFirst email={unconfirmedEmail} />
    </Suspense>
  ) : (
    <CreateAdForm maxPhotos={maxPhotos} />
  );
}
