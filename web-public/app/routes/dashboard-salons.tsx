import { alternates } from '@anonse/contracts/browser';
import { data, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { deleteSalon, getMySalons } from '../features/salons/api/owner-salons.server';
import { MySalons } from '../features/salons/components/MySalons';
import { SALONS } from '../features/salons/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/** `/dashboard/salony/`: the signed-in person's salons with their status (guest → /login/, administrator → the console). */
export async function loader(args: LoaderFunctionArgs) {
  await requireDashboardUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const t = getT(locale, SALONS);
  const salons = await getMySalons(serverApi(args.request, args.context, locale));
  const seo: PageSeo = {
    title: t('salons.seo.mineTitle'),
    description: t('salons.mine.intro'),
    locale,
    alternates: alternates('dashboardSalons'),
    index: false,
  };
  return { salons, seo };
}

/** The delete button's post (works without JavaScript): the API checks ownership and the revision. */
export async function action(args: ActionFunctionArgs) {
  await requireDashboardUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  if (form.get('intent') !== 'delete') return data({ ok: false }, { status: 400 });
  const ok = await deleteSalon(
    serverApi(args.request, args.context, locale),
    String(form.get('id') ?? ''),
    Number(form.get('revision') ?? 0),
  );
  return data({ ok }, { status: ok ? 200 : 409 });
}

export const meta = seoMeta;

export default function DashboardSalons() {
  const { salons } = useLoaderData<typeof loader>();
  const notice = useActionData<typeof action>();
  return (
    <DashboardLayout active="salons">
      <MySalons salons={salons} notice={notice} />
    </DashboardLayout>
  );
}
