import { createContext, useContext, type ComponentProps } from 'react';
import { Link } from 'react-router';

/**
 * True while the server renders a visitor's page without the application (docs/architecture.md § Islands): no client
 * router will ever pick its links up, so they need not be router links.
 */
export const StaticPageContext = createContext(false);

/**
 * A link of the page's frame or lists (cards, facets, pagination, header, footer). On a page without the application
 * it is a plain anchor: React Router's `<Link>` resolves its path through the router on every render, a tenth of a
 * list page's render time for its hundred-odd links. Everywhere else, and for a relative path, it is a `<Link>`.
 */
export function PageLink(props: ComponentProps<typeof Link>) {
  const staticPage = useContext(StaticPageContext);
  const { to, children, prefetch, replace, state, preventScrollReset, relative, reloadDocument, viewTransition, discover, ...anchor } =
    props;
  if (!staticPage || typeof to !== 'string' || !to.startsWith('/')) return <Link {...props} />;
  return (
    <a href={to} {...anchor}>
      {children}
    </a>
  );
}
