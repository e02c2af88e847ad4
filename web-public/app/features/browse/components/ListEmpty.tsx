import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { BROWSE } from '../i18n';
import styles from './browse.module.css';

interface Props {
  /** The typed text of a text search page, or null on a list page. */
  text: string | null;
  links: { label: string; to: string }[];
  /** Places the text may have meant (or popular towns): text pages only. */
  places: { label: string; to: string }[];
}

/** An empty list that still leads somewhere: a wider place, every ad, the search, the places a text names. */
export function ListEmpty({ text, links, places }: Props) {
  const { t } = useTranslation(BROWSE);
  const named = places.length > 0 && text !== null;
  return (
    <section className={styles.empty} data-testid="ads-empty" aria-live="polite">
      <h2>{text !== null ? t('text.emptyTitle', { text }) : t('empty.title')}</h2>
      <p>{text !== null ? t('text.emptyText') : t('empty.text')}</p>
      {named && (
        <nav aria-label={t('text.places')}>
          <h3>{t('text.places')}</h3>
          <ul className={styles.chips} data-testid="text-places">
            {places.map((p) => (
              <li key={p.to}>
                <Link to={p.to}>{p.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ul className={styles.links}>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label} →</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
