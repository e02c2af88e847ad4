import { Link } from 'react-router';
import styles from './FacetList.module.css';

export interface FacetLink {
  key: string;
  label: string;
  count: number;
  to: string;
  active?: boolean;
}

/** A titled list of links with counts (cities in a province, categories, …). */
export function FacetList({ title, items, testId }: { title: string; items: FacetLink[]; testId?: string }) {
  if (!items.length) return null;
  return (
    <section className={styles.box} data-testid={testId}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {items.map((f) => (
          <li key={f.key}>
            <Link to={f.to} className={f.active ? styles.active : styles.link} aria-current={f.active ? 'page' : undefined}>
              <span>{f.label}</span>
              <span className={styles.count}>{f.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
