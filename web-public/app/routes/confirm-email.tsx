import { alternates } from '@anonse/contracts/browser';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ConfirmEmailIsland } from '../features/account-email/components/ConfirmEmail';
import { ACCOUNT_EMAIL } from '../features/account-email/i18n';
import { getT } from '../i18n/i18n';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** For a visitor: server HTML and the form as an island (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/** `/potwierdz-email/?token=…`: the link of a confirmation e-mail (signed in or not). */
export function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const locale = localeOf(url.pathname);
  const t = getT(locale, ACCOUNT_EMAIL);
  const seo: PageSeo = {
    title: t('seo.confirmTitle'),
    description: t('confirm.intro'),
    locale,
    alternates: alternates('confirmEmail'),
    index: false,
  };
  const token = url.searchParams.get('token');
  return { seo, token: token && token.length <= 120 ? token : null };
}

export const meta = seoMeta;

export default function ConfirmEmailPage() {
  const { token } = useLoaderData<typeof loader>();
  return <ConfirmEmailIsland token={token} />;
}
