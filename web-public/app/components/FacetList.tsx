import { PageLink } from '#web/components/PageLink';
import styles from './FacetList.module.css';

export interface FacetLink {
  key: string;
  label: string;
  count: number;
  to: string;
  active?: boolean;
}

interface Props {
  title: string;
  items: FacetLink[];
  testId?: string;
  /**
   * Show this many, the rest behind a "more" disclosure (a plain <details>, so it works without JavaScript). The
   * list never scrolls inside itself: a short list (the 16 provinces) is simply shown whole.
   */
  limit?: number;
  /** The disclosure's text, e.g. "Więcej (12)"; needed with `limit`. */
  moreLabel?: (hidden: number) => string;
}

/** A titled list of links with counts (cities in a province, categories, …). */
export function FacetList({ title, items, testId, limit, moreLabel }: Props) {
  if (!items.length) return null;
  const cut = limit !== undefined && moreLabel && items.length > limit + 1 ? limit : items.length;
  const link = (f: FacetLink) => (
    <li key={f.key}>
      <PageLink to={f.to} className={f.active ? styles.active : styles.link} aria-current={f.active ? 'page' : undefined}>
        <span>{f.label}</span>
        <span className={styles.count}>{f.count}</span>
      </PageLink>
    </li>
  );
  return (
    <section className={styles.box} data-testid={testId}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>{items.slice(0, cut).map(link)}</ul>
      {cut < items.length && moreLabel && (
        <details className={styles.more}>
          <summary>{moreLabel(items.length - cut)}</summary>
          <ul className={styles.list}>{items.slice(cut).map(link)}</ul>
        </details>
      )}
    </section>
  );
}
