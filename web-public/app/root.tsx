import './styles/global.css';
import { href } from '@anonse/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
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
  type LinksFunction,
  type LoaderFunctionArgs,
} from 'react-router';
import { ErrorPageGuard, ErrorView } from './components/ErrorPage';
import { AgeGate } from './features/age-gate/AgeGate';
import { getUser } from './features/auth/api/get-user';
import { getI18n } from './i18n/i18n';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { serverApi } from './lib/api.server';
import { useRootData, type RootData } from './lib/app-data';
import { hasAdultConsent } from './lib/cookies';
import { localeOf } from './lib/locale';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

function originOf(request: Request): string {
  const url = new URL(request.url);
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return `${proto ?? url.protocol.replace(':', '')}://${host ?? url.host}`;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const url = new URL(request.url);
  // Trailing slashes everywhere (spec § 2): /login → 301 /login/
  if (!url.pathname.endsWith('/')) throw redirect(`${url.pathname}/${url.search}`, 301);
  const locale = localeOf(url.pathname);
  const user = await getUser(serverApi(request, context, locale)).catch(() => null);
  return {
    locale,
    user,
    adultOk: hasAdultConsent(request.headers.get('cookie')),
    origin: originOf(request),
    year: new Date().getFullYear(),
  };
}

/** The header shows who is signed in: re-read it on every navigation (an in-process call). */
export const shouldRevalidate = () => true;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const { pathname } = useLocation();
  const locale = data?.locale ?? localeOf(pathname);
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }));
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9d174d" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={getI18n(locale)}>
          <QueryClientProvider client={queryClient}>
            <a className="skip-link" href="#main">
              {locale === 'pl' ? 'Przejdź do treści' : 'Skip to content'}
            </a>
            <Header />
            <main id="main" className="page">
              {children}
            </main>
            <Footer />
            {data && !data.adultOk ? <AgeGate /> : null}
          </QueryClientProvider>
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <OutletWithChunkReload />;
}

const RELOAD_FLAG = 'anonse:chunk-reload';

/** Spec § 8: a code chunk that fails to load reloads the page (once, so a broken deploy cannot loop). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_FLAG)) return false;
    sessionStorage.setItem(RELOAD_FLAG, '1');
  } catch {
    /* storage blocked: reload anyway */
  }
  window.location.reload();
  return true;
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
    <ErrorPageGuard homeHref={href('home', localeOf(pathname))}>
      <ErrorView status={status} />
    </ErrorPageGuard>
  );
}
