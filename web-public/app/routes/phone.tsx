import { alternates } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import styles from '../features/dashboard/components/Dashboard.module.css';
import { DashboardLayout } from '../features/dashboard/components/DashboardLayout';
import { useState } from 'react';
import { getPhoneStatus } from '../features/phone/api/get-phone-status.server';
import { getSmsNotices } from '../features/phone/api/get-sms-notices.server';
import { PhoneVerification } from '../features/phone/components/PhoneVerification';
import { SmsNotices } from '../features/phone/components/SmsNotices';
import { PHONE } from '../features/phone/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { requireDashboardUser } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';

/**
 * `/dashboard/telefon/`: "SMS użytkownika", the phone number verified by an SMS code and the SMS notices it may get
 * (guest → /login/).
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireDashboardUser(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const api = serverApi(args.request, args.context, locale);
  const [status, notices] = await Promise.all([getPhoneStatus(api), getSmsNotices(api)]);
  const t = getT(locale, PHONE);
  const seo: PageSeo = {
    title: t('phone.seo.title'),
    description: t('phone.seo.description'),
    locale,
    alternates: alternates('phone'),
    index: false,
  };
  return { status, notices, seo };
}

export const meta = seoMeta;

export default function Phone() {
  const { status, notices } = useLoaderData<typeof loader>();
  const { t } = useTranslation(PHONE);
  // The notices follow the number: verified on this page, they unlock at once; removed, they go off.
  const [verified, setVerified] = useState(status.verifiedNumber !== null);
  return (
    <DashboardLayout active="smsUser">
      <section className={styles.section} data-testid="phone-section">
        <div className={styles.sectionHead}>
          <div>
            <h1>{t('phone.title')}</h1>
            <p className={styles.rowMeta}>{t('phone.intro')}</p>
          </div>
        </div>
        <PhoneVerification initial={status} onStatus={(next) => setVerified(next.verifiedNumber !== null)} />
      </section>
      <section className={styles.section} data-testid="sms-notices-section">
        <SmsNotices initial={notices} verified={verified} />
      </section>
    </DashboardLayout>
  );
}
