import { alternates } from '@anonse/contracts/browser';
import type { LoaderFunctionArgs } from 'react-router';
import { ForgotPasswordFormIsland } from '../features/account-email/components/ForgotPasswordForm';
import { ACCOUNT_EMAIL } from '../features/account-email/i18n';
import { getT } from '../i18n/i18n';
import { requireGuest } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** For a visitor: server HTML and the form as an island (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/** `/forgot-password/` (alias `/account/forgot_password/`): guests only. */
export async function loader(args: LoaderFunctionArgs) {
  await requireGuest(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const t = getT(locale, ACCOUNT_EMAIL);
  const seo: PageSeo = {
    title: t('seo.forgotTitle'),
    description: t('seo.forgotDescription'),
    locale,
    alternates: alternates('forgotPassword'),
    index: false,
  };
  return { seo };
}

export const meta = seoMeta;

export default function ForgotPassword() {
  return <ForgotPasswordFormIsland />;
}
