import { alternates } from '@anonse/contracts/browser';
import type { LoaderFunctionArgs } from 'react-router';
import { LoginFormIsland } from '../features/auth/components/LoginForm';
import { AUTH } from '../features/auth/i18n';
import { getT } from '../i18n/i18n';
import { requireGuest } from '../lib/guards.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** For a visitor: server HTML and the form as an island (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

export async function loader(args: LoaderFunctionArgs) {
  await requireGuest(args);
  const locale = localeOf(new URL(args.request.url).pathname);
  const t = getT(locale, AUTH);
  const seo: PageSeo = {
    title: t('seo.loginTitle'),
    description: t('seo.loginDescription'),
    locale,
    alternates: alternates('login'),
    index: false,
  };
  return { seo };
}

export const meta = seoMeta;

export default function Login() {
  return <LoginFormIsland />;
}
