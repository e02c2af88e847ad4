import { alternates } from '@anonse/contracts/browser';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getUser } from '../features/auth/api/get-user.server';
import { getVerification } from '../features/verification/api/get-verification.server';
import { VerificationIsland } from '../features/verification/components/Verification';
import { VERIFICATION } from '../features/verification/i18n';
import { getT } from '../i18n/i18n';
import { serverApi } from '../lib/api.server';
import { localeOf } from '../lib/locale';
import { seoMeta, type PageSeo } from '../lib/seo';
import { ISLAND_PAGE } from '#web/islands/page-handle';

/** For a visitor: server HTML and the form as an island (docs/architecture.md § Islands). */
export const handle = ISLAND_PAGE;

/**
 * `/weryfikacja/` (`/account/verification/` redirects here): the explanation for everyone, a login link for a
 * guest, and for a signed-in user their status and the 2 photos.
 */
export async function loader(args: LoaderFunctionArgs) {
  const locale = localeOf(new URL(args.request.url).pathname);
  const api = serverApi(args.request, args.context, locale);
  const user = await getUser(api).catch(() => null);
  const status = user ? await getVerification(api) : null;
  const t = getT(locale, VERIFICATION);
  const seo: PageSeo = {
    title: t('seo.title'),
    description: t('seo.description'),
    locale,
    alternates: alternates('verification'),
    index: false,
  };
  return { status, login: user?.login ?? null, seo };
}

export const meta = seoMeta;

export default function VerificationPage() {
  const { status, login } = useLoaderData<typeof loader>();
  return <VerificationIsland status={status} login={login} />;
}
