import { Link } from 'react-router';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Without a link the crumb is the current page. */
  to?: string;
}

/** The trail above a page's heading: linked crumbs, the current page last and unlinked. */
export function Breadcrumbs({ items }: { items: (Crumb | false | null | undefined)[] }) {
  return (
    <ol className={styles.breadcrumbs}>
      {items
        .filter((c): c is Crumb => !!c)
        .map((c, i) =>
          c.to === undefined ? (
            <li key={i} aria-current="page">
              {c.label}
            </li>
          ) : (
            <li key={i}>
              <Link to={c.to}>{c.label}</Link>
            </li>
          ),
        )}
    </ol>
  );
}
