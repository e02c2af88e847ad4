import { PageLink } from '#web/components/PageLink';
import { useRootData } from '../lib/app-data';
import { breadcrumbList, type Crumb } from '../lib/json-ld';
import styles from './Breadcrumbs.module.css';
import { JsonLd } from './JsonLd';

export type { Crumb };

/** The trail above a page's heading: linked crumbs, the current page last and unlinked, and the same trail as JSON-LD. */
export function Breadcrumbs({ items }: { items: (Crumb | false | null | undefined)[] }) {
  const origin = useRootData()?.origin;
  const crumbs = items.filter((c): c is Crumb => !!c);
  return (
    <>
      <ol className={styles.breadcrumbs}>
        {crumbs.map((c, i) =>
          c.to === undefined ? (
            <li key={i} aria-current="page">
              {c.label}
            </li>
          ) : (
            <li key={i}>
              <PageLink to={c.to}>{c.label}</PageLink>
            </li>
          ),
        )}
      </ol>
      {origin && crumbs.length > 1 ? <JsonLd data={breadcrumbList(crumbs, origin)} /> : null}
    </>
  );
}
