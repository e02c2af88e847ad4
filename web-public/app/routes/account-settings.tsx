import { alternates, href } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import styles from '../features/dashboard/components/Dashboard.module.css';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { getMessageSettingsOrNull } from '../features/messaging/api/get-message-settings.server';
import { MessageSettingsSection } from '../features/messaging/components/MessageSettingsSection';
import { getSessions } from '../features/privacy/api/get-sessions.server';
import { DeleteAccountSection } from '../features/privacy/components/DeleteAccountSection';
import { ExportSection } from '../features/privacy/components/ExportSection';
import { PasswordSection } from '../features/privacy/components/PasswordSection';
import { SessionsSection } from '../features/privacy/components/SessionsSection';
import { PRIVACY } from '../features/privacy/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { useLocale } from '../lib/app-data';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/** `/dashboard/ustawienia/`: the password, who may message me, signed-in devices, the data export, deleting the account (guest → /login/). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireDashboardUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const api = serverApi(args.request, args.context, locale);
  const [sessions, messageSettings] = await Promise.all([getSessions(api), getMessageSettingsOrNull(api)]);
  const t = getT(locale, PRIVACY);
  const seo: PageSeo = {
    title: t('privacy.seo.title'),
    description: t('privacy.seo.description'),
    locale,
    alternates: alternates('accountSettings'),
    index: false,
  };
  return { login: user.login, sessions, messageSettings, seo };
}

export const meta = seoMeta;

export default function AccountSettings() {
  const { login, sessions, messageSettings } = useLoaderData<typeof loader>();
  const { t } = useTranslation(PRIVACY);
  const locale = useLocale();
  return (
    <DashboardLayout active="settings">
      <div className={styles.section} data-testid="account-settings">
        <h1>{t('privacy.title')}</h1>
        <p className={styles.rowMeta}>{t('privacy.intro')}</p>
        <Link to={href('emailSettings', locale)} className={styles.link} data-testid="account-settings-email">
          {t('privacy.emailSettings')} →
        </Link>
      </div>
      <PasswordSection />
      <MessageSettingsSection settings={messageSettings} />
      <SessionsSection sessions={sessions} />
      <ExportSection />
      <DeleteAccountSection login={login} />
    </DashboardLayout>
  );
}
