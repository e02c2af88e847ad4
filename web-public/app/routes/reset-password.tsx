import { alternates } from '@anonse/contracts/browser';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ResetPasswordFormIsland } from '../features/account-email/components/ResetPasswordForm';
import { ACCOUNT_EMAIL } from '../features/account-email/i18n';
import { getT } from '../i18n/i18n';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** For a visitor: server HTML and the form as an island (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/** `/reset-password/?token=…` (alias `/account/reset_password/`): the page of the e-mailed link. */
export function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const t = getT(locale, ACCOUNT_EMAIL);
  const seo: PageSeo = {
    title: t('seo.resetTitle'),
    description: t('reset.intro'),
    locale,
    alternates: alternates('resetPassword'),
    index: false,
  };
  // Only the token's shape is checked here; the API says whether it is still good.
  const token = url.searchParams.get('token');
  return { seo, token: token && token.length <= 120 ? token : null };
}

export const meta = seoMeta;

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  return <ResetPasswordFormIsland token={token} />;
}
