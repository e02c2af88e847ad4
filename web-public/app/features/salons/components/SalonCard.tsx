import { href, type SalonSummary } from '@anonse/contracts/browser';
import { Link } from 'react-router';
import { useLocale } from '#web/lib/app-data';
import { Photo } from '#web/features/media/components/Photo';
import styles from './Salons.module.css';

export function SalonCard({ salon }: { salon: SalonSummary }) {
  const locale = useLocale();
  return (
    <Link to={href('salon', locale, { slug: salon.slug })} className={styles.card} data-testid="salon-card" data-slug={salon.slug}>
      <div className={styles.cardPhoto}>
        {salon.photo ? <Photo photo={salon.photo} alt={salon.name} card /> : <span aria-hidden="true">✿</span>}
      </div>
      <div className={styles.cardBody}>
        <h2>{salon.name}</h2>
        <p className={styles.meta}>{salon.cityName}</p>
      </div>
    </Link>
  );
}
