import { href, type Locale, type NotificationList, type UserDto } from '@anonse/contracts/browser';
import { useMemo } from 'react';
import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { browserApi } from './api';
import { localeOf } from './locale';
import type { IslandAssets } from '#web/islands/assets.server';
import type { SocialLinks } from './load-context';
import type { PageSeo } from './seo';

/** What the root loader gives every page. */
export interface RootData {
  locale: Locale;
  user: UserDto | null;
  /** The signed-in person's newest notices for the header bell; null for a visitor or when the call failed. */
  notifications: NotificationList['data'] | null;
  /** Unread messages and waiting requests for the header's envelope; null for a visitor or when the call failed. */
  messagesUnread: number | null;
  /** The signed-in person's favourite ad ids (the hearts on cards); null for a visitor or when the call failed. */
  favouriteIds: string[] | null;
  /** Where "Dashboard" leads: the admin console for an administrator (docs/product.md § 6). */
  dashboardHref: string;
  adultOk: boolean;
  origin: string;
  /** The year in Poland, for the copyright line. */
  year: number;
  /** The footer's social profiles (configuration); a network without a URL is absent. */
  social: SocialLinks;
  /** The islands' scripts for a visitor (null for a signed-in person, or a build without them). */
  islands: IslandAssets | null;
}

export const useRootData = (): RootData | undefined => useRouteLoaderData('root') as RootData | undefined;

export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/**
 * The current path with its trailing slash. On the server React Router's location drops the trailing slash
 * (`/search`), in the browser it keeps it (`/search/`): normalise so both render the same links.
 */
export const withTrailingSlash = (pathname: string): string => (pathname.endsWith('/') ? pathname : `${pathname}/`);

export function usePathname(): string {
  return withTrailingSlash(useLocation().pathname);
}

/** The API as the browser calls it (cookies, CSRF, the page's language). */
export function useApi() {
  const locale = useLocale();
  return useMemo(() => browserApi(locale), [locale]);
}

/** The current page in both languages (from the deepest loader's `seo`), for the language switch. */
export function useAlternates(): { pl: string; en: string | null } {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const seo = (matches[i]?.data as { seo?: PageSeo } | undefined)?.seo;
    if (seo) return { pl: seo.alternates.pl ?? href('home', 'pl'), en: seo.alternates.en };
  }
  return { pl: href('home', 'pl'), en: href('home', 'en') };
}
