import { alternates, CITIES, cityByKeyOf, DISTRICTS, href, placeOfText, SALON_LIMITS, type OwnerSalon } from '@anonse/contracts';
import { data, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { getMySalon, getSalonFormChoices, writeSalon } from '../features/salons/api/owner-salons.server';
import { SalonForm } from '../features/salons/components/SalonForm';
import { SALONS } from '../features/salons/i18n';
import {
  EMPTY_SALON_FORM,
  readSalonForm,
  salonFieldsToForm,
  salonFormToInput,
  type SalonFormValues,
} from '../features/salons/lib/salon-form';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { getCookie } from '../lib/cookies';
import { requireUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/** Towns offered while typing: those with county rights (the larger ones); any other town may still be typed. */
const CITY_OPTIONS = CITIES.filter((c) => c.countyRights)
  .map((c) => c.name)
  .sort((a, b) => a.localeCompare(b, 'pl'));
const DISTRICT_GROUPS = Object.entries(DISTRICTS).map(([city, items]) => ({
  city,
  cityName: cityByKeyOf(city)?.name ?? city,
  items: items.map((d) => ({ slug: d.slug, name: d.name })),
}));

const cityKeyOf = (text: string): string | undefined => {
  const place = placeOfText(text);
  return place?.city?.key;
};
const cityNameOf = (key: string) => cityByKeyOf(key)?.name ?? key;

async function loadSalon(args: LoaderFunctionArgs): Promise<OwnerSalon | null> {
  const id = args.params.id;
  if (!id) return null;
  const salon = await getMySalon(serverApi(args.request, args.context, localeOf(new URL(args.request.url).pathname)), id);
  if (!salon) throw data(null, { status: 404 });
  return salon;
}

/**
 * `/salon-masazu/create/` and `/salon-masazu/edit/{id}/` (English under `/en/erotic-massage-parlor/…`): the owner's
 * form (guest → /login/). Someone else's or an unknown salon is a 404, alike.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const t = getT(locale, SALONS);
  const salon = await loadSalon(args);
  const choices = await getSalonFormChoices(serverApi(args.request, args.context, locale));
  const seo: PageSeo = {
    title: salon ? t('salons.seo.editTitle', { name: salon.name }) : t('salons.seo.createTitle'),
    description: t('salons.seo.formDescription'),
    locale,
    alternates: salon ? alternates('salonEdit', { pl: { id: salon.id }, en: { id: salon.id } }) : alternates('salonCreate'),
    index: false,
  };
  return {
    seo,
    mode: salon ? ('edit' as const) : ('create' as const),
    values: salon ? salonFieldsToForm(salon.fields, cityNameOf(salon.city)) : EMPTY_SALON_FORM,
    revision: salon?.revision,
    csrf: getCookie(args.request.headers.get('cookie'), 'XSRF-TOKEN') ?? '',
    cityOptions: CITY_OPTIONS,
    districts: DISTRICT_GROUPS,
    ads: choices.ads.filter((a) => a.status !== 'rejected' && a.status !== 'deleted').map((a) => ({ id: a.id, title: a.title })),
    photos: choices.photos,
    cancelHref: href('dashboardSalons', locale),
  };
}

interface ActionAnswer {
  values: SalonFormValues;
  errors: Record<string, string[]>;
  formError: string;
  revision?: number;
}

/** The form's post, with or without JavaScript: the API decides; its field errors come back to the form. */
export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const t = getT(locale, SALONS);
  const api = serverApi(args.request, args.context, locale);
  const form = await args.request.formData();
  const values = readSalonForm(form);
  const id = args.params.id;
  const csrf = String(form.get('_csrf') ?? '') || (getCookie(args.request.headers.get('cookie'), 'XSRF-TOKEN') ?? '');
  const result = await writeSalon(api, salonFormToInput(values, cityKeyOf), { csrf, id, revision: Number(form.get('revision') ?? 0) });
  if (result.ok) {
    const slug = result.slug ?? (id ? (await getMySalon(api, id))?.slug : undefined);
    return redirect(slug ? href('salon', locale, { slug }) : href('dashboardSalons', locale));
  }
  if (result.status === 409 && id) {
    // Someone changed it meanwhile: the form starts again from the salon as it is now.
    const current = await getMySalon(api, id);
    if (current)
      return data<ActionAnswer>(
        {
          values: salonFieldsToForm(current.fields, cityNameOf(current.city)),
          errors: {},
          formError: t('salons.form.stale'),
          revision: current.revision,
        },
        { status: 409 },
      );
  }
  if (result.status === 404) throw data(null, { status: 404 });
  const hasFieldErrors = Object.keys(result.errors).length > 0;
  return data<ActionAnswer>(
    { values, errors: result.errors, formError: hasFieldErrors ? t('salons.form.fixErrors') : result.message || t('salons.form.failed') },
    { status: result.status || 400 },
  );
}

export const meta = seoMeta;

export default function SalonFormPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  return (
    <DashboardLayout active="salons">
      <SalonForm
        key={answer?.revision ?? loaded.revision ?? 'new'}
        mode={loaded.mode}
        values={answer?.values ?? loaded.values}
        errors={answer?.errors}
        formError={answer?.formError}
        csrf={loaded.csrf}
        revision={answer?.revision ?? loaded.revision}
        cityOptions={loaded.cityOptions}
        districts={loaded.districts}
        ads={loaded.ads}
        photos={loaded.photos}
        maxPhotos={SALON_LIMITS.photos}
        cancelHref={loaded.cancelHref}
      />
    </DashboardLayout>
  );
}
