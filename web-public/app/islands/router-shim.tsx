import { forwardRef, useSyncExternalStore, type AnchorHTMLAttributes, type FormHTMLAttributes, type ReactNode } from 'react';
import { navigationPending, startNavigation, subscribeNavigation } from './navigation';
import { islandPageContext } from './page-context';

/**
 * What island components use of React Router, for pages that are not hydrated (the islands build aliases
 * `react-router` here; docs/architecture.md § Islands). There is no client router on such a page: a link is a link,
 * `navigate()` is the browser's own navigation, loader data is what the server wrote into the page.
 */

type To = string | { pathname?: string; search?: string; hash?: string };
const toHref = (to: To): string => (typeof to === 'string' ? to : `${to.pathname ?? location.pathname}${to.search ?? ''}${to.hash ?? ''}`);

export function useLocation() {
  return { pathname: location.pathname, search: location.search, hash: location.hash, state: null, key: 'default' };
}

export function useNavigate() {
  return (to: To | number, options?: { replace?: boolean }): void => {
    if (typeof to === 'number') {
      history.go(to);
      return;
    }
    startNavigation();
    if (options?.replace) location.replace(toHref(to));
    else location.assign(toHref(to));
  };
}

export function useNavigation() {
  const pending = useSyncExternalStore(subscribeNavigation, navigationPending, () => false);
  return { state: pending ? ('loading' as const) : ('idle' as const) };
}

export function useRevalidator() {
  return {
    state: 'idle' as const,
    // The page's data is read again by loading the page again, unless a navigation already leaves it (a login's
    // `navigate(next)` then `revalidate()`): reloading would cancel that navigation.
    revalidate: (): Promise<void> => {
      if (!navigationPending()) {
        startNavigation();
        location.reload();
      }
      return Promise.resolve();
    },
  };
}

export function useRouteLoaderData(routeId: string): unknown {
  return routeId === 'root' ? islandPageContext().root : undefined;
}

export function useMatches() {
  const { alternates } = islandPageContext();
  return [{ id: 'page', pathname: location.pathname, params: {}, data: { seo: { alternates } }, handle: undefined }];
}

export function useParams(): Record<string, string | undefined> {
  return {};
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  return [
    new URLSearchParams(location.search),
    (next) => {
      startNavigation();
      location.assign(`${location.pathname}${next.size ? `?${next}` : ''}`);
    },
  ];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  reloadDocument?: boolean;
  replace?: boolean;
  prefetch?: string;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  discover?: string;
  state?: unknown;
  children?: ReactNode;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    reloadDocument: _r,
    replace: _p,
    prefetch: _f,
    preventScrollReset: _s,
    viewTransition: _v,
    discover: _d,
    state: _st,
    children,
    ...rest
  },
  ref,
) {
  return (
    <a ref={ref} href={toHref(to)} {...rest}>
      {children}
    </a>
  );
});

export const NavLink = Link;

/** A document prefetch: on an island page the next page is an HTML document, not a route module and its data. */
export function PrefetchPageLinks({ page }: { page: string }) {
  return <link rel="prefetch" href={page} as="document" />;
}

type FormProps = FormHTMLAttributes<HTMLFormElement> & { children?: ReactNode; navigate?: boolean; fetcherKey?: string; replace?: boolean };

/** A form sent by the browser itself: the route's action answers with the whole page, as it does without JavaScript. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { navigate: _n, fetcherKey: _k, replace: _r, children, ...rest },
  ref,
) {
  return (
    <form ref={ref} {...rest}>
      {children}
    </form>
  );
});

/** What an action answered reaches an island through its props (the page renders it): nothing here. */
export function useActionData(): undefined {
  return undefined;
}

/** A fetcher whose form is the page's own POST (see `Form`); nothing is ever loaded in the background. */
export function useFetcher() {
  return { state: 'idle' as const, data: undefined, Form };
}
