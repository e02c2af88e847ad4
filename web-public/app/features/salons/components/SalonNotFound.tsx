import { href } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { useLocale } from '#web/lib/app-data';
import { SALONS } from '../i18n';
import styles from './Salons.module.css';

/** docs/product.md § 8: an unknown salon, or an unapproved one for anyone but its owner and staff. */
export function SalonNotFound() {
  const { t } = useTranslation(SALONS);
  const locale = useLocale();
  return (
    <section className={styles.wrap} data-testid="not-found" data-status={404}>
      <title>{t('salons.notFound.title')}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.meta} aria-hidden="true">
        404
      </p>
      <h1>{t('salons.notFound.title')}</h1>
      <p data-testid="salon-not-found">{t('salons.notFound.text')}</p>
      <Link to={href('salons', locale)} className={styles.submit}>
        {t('salons.notFound.back')}
      </Link>
    </section>
  );
}
