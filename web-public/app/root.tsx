import './styles/global.css';
import { ROLES, href } from '@anonse/contracts/browser';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useMatches,
  type LinksFunction,
  type LoaderFunctionArgs,
} from 'react-router';
import { ErrorPageGuard, ErrorView } from './components/ErrorPage';
import { LinkPrefetcherIsland } from './components/LinkPrefetcher';
import { StaticPageContext } from './components/PageLink';
import { LoadingBarIsland } from './components/LoadingBar';
import { AgeGateIsland } from './features/age-gate/AgeGate';
import { getUser } from './features/auth/api/get-user.server';
import { getNotifications } from './features/notifications/api/get-notifications.server';
import { getUnreadCount } from './features/messaging/api/unread-count';
import { getFavouriteIds } from './features/favourites/api/get-favourites.server';
import { getI18n, getT } from './i18n/i18n';
import { islandAssets } from './islands/assets.server';
import { IslandScripts } from './islands/IslandScripts';
import { isIslandPage } from './islands/page-handle';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { serverApi } from './lib/api.server';
import { useAlternates, useRootData, type RootData } from './lib/app-data';
import { hasAdultConsent } from './lib/cookies';
import { useCspNonce } from './lib/csp-nonce';
import { warsawYear } from './lib/format-date';
import { RELOAD_FLAG, isChunkLoadError, reloadOnce } from './lib/chunk-reload';
import { localeOf } from './lib/locale';

// A signed-in person's hearts and guest-favourites merge: their API calls and schemas stay out of a visitor's page.
const FavouritesSync = lazy(() => import('./features/favourites/components/FavouritesSync').then((m) => ({ default: m.FavouritesSync })));

const ZOD_JITLESS = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const url = new URL(request.url);
  // Trailing slashes everywhere (docs/product.md § 2): /login → 301 /login/
  // One leading slash, whatever arrived: `//host` in a Location header would send the visitor to another site.
  if (!url.pathname.endsWith('/')) throw redirect(`/${url.pathname.replace(/^[/\\]+/, '')}/${url.search}`, 301);
  const locale = localeOf(url.pathname);
  // Without a session cookie the answer is known (401): a visitor's page makes no call for it.
  const user = context?.session === false ? null : await getUser(serverApi(request, context, locale)).catch(() => null);
  // Only a signed-in person has notices, favourites and messages (a visitor's page makes no call for them); the
  // three reads are independent: one round trip's wait, not three.
  const [notifications, favouriteIds, messagesUnread] = user
    ? await Promise.all([
        getNotifications(serverApi(request, context, locale)),
        getFavouriteIds(serverApi(request, context, locale)).catch(() => null),
        getUnreadCount(serverApi(request, context, locale)).catch(() => null),
      ])
    : [null, null, null];
  return {
    locale,
    user,
    notifications,
    favouriteIds,
    messagesUnread,
    // docs/product.md § 6: an administrator's dashboard is the admin console.
    dashboardHref: user?.role === ROLES.administrator ? href('adminDashboard') : href('dashboard', locale),
    adultOk: hasAdultConsent(request.headers.get('cookie')),
    // The server built request.url from PUBLIC_ORIGIN, or from what a trusted proxy said; never from a raw header.
    origin: new URL(request.url).origin,
    year: warsawYear(),
    social: context?.social ?? {},
    // A visitor reads most pages without the application (docs/architecture.md § Islands).
    islands: user ? null : islandAssets(),
  };
}

/** The header shows who is signed in: re-read it on every navigation (an in-process call). */
export const shouldRevalidate = () => true;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const { pathname } = useLocation();
  const locale = data?.locale ?? localeOf(pathname);
  const nonce = useCspNonce();
  const alternates = useAlternates();
  // A page that only shows things, for a visitor: server HTML and islands, not the application.
  const matches = useMatches();
  const islands = data?.islands && isIslandPage(matches) ? data.islands : null;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9d174d" />
        {/* zod 4 probes `new Function` when it builds a schema: under our CSP (no 'unsafe-eval') the probe
            fails safely but reports a violation on every page. A classic script runs before the module
            chunks that build the schemas, so it can turn the JIT off first (zod reads this global). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={getI18n(locale)}>
          <StaticPageContext.Provider value={islands !== null}>
            <a className="skip-link" href="#main">
              {getT(locale)('nav.skipToContent')}
            </a>
            <LoadingBarIsland label={getT(locale)('nav.loading')} />
            <Header />
            <main id="main" className="page">
              {children}
            </main>
            <Footer />
            {data && !data.adultOk ? <AgeGateIsland /> : null}
            {data?.user ? (
              <Suspense fallback={null}>
                <FavouritesSync ids={data.favouriteIds ?? []} />
              </Suspense>
            ) : null}
            <LinkPrefetcherIsland />
          </StaticPageContext.Provider>
        </I18nextProvider>
        {islands && data ? (
          <IslandScripts assets={islands} root={data} alternates={alternates} nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <OutletWithChunkReload />;
}

function OutletWithChunkReload() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadOnce();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    const t = window.setTimeout(() => sessionStorage.removeItem(RELOAD_FLAG), 10_000);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.clearTimeout(t);
    };
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorPageGuard locale={localeOf(pathname)}>
      <ErrorView status={status} />
    </ErrorPageGuard>
  );
}
