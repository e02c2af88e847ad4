import { alternates } from '@anonse/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { getMySalons } from '../features/salons/api/owner-salons.server';
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
  const seo: PageSeo = { title: t('salons.seo.mineTitle'), description: t('salons.mine.intro'), locale, alternates: alternates('dashboardSalons'), index: false };
  return { salons, seo };
}

export const meta = seoMeta;

export default function DashboardSalons() {
  const { salons } = useLoaderData<typeof loader>();
  return (
    <DashboardLayout active="salons">
      <MySalons salons={salons} />
    </DashboardLayout>
  );
}
