import { alternates } from '@anonse/contracts/browser';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getEmailSettings } from '../features/account-email/api/get-email-settings.server';
import { EmailSettings } from '../features/account-email/components/EmailSettings';
import { ACCOUNT_EMAIL } from '../features/account-email/i18n';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/** `/dashboard/e-mail/`: the address, its confirmation, a new address, the language of e-mails. */
export async function loader(args: LoaderFunctionArgs) {
  await requireDashboardUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const settings = await getEmailSettings(serverApi(args.request, args.context, locale));
  const t = getT(locale, ACCOUNT_EMAIL);
  const seo: PageSeo = {
    title: t('seo.settingsTitle'),
    description: t('settings.languageTitle'),
    locale,
    alternates: alternates('emailSettings'),
    index: false,
  };
  return { settings, seo };
}

export const meta = seoMeta;

export default function EmailSettingsPage() {
  const { settings } = useLoaderData<typeof loader>();
  return (
    <DashboardLayout active="email">
      <EmailSettings settings={settings} />
    </DashboardLayout>
  );
}
