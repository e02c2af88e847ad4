import { href, type OwnerSalon } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Form, Link } from 'react-router';
import { FormError } from '#web/components/Field';
import { useLocale } from '#web/lib/app-data';
import { SALONS } from '../i18n';
import styles from './Salons.module.css';

/**
 * The dashboard's "Salony" section: the owner's salons with their status and what to do next. Deleting is a plain
 * form post (it works without JavaScript; with it, the browser asks first).
 */
export function MySalons({ salons, notice }: { salons: OwnerSalon[]; notice?: { ok: boolean } | undefined }) {
  const { t } = useTranslation(SALONS);
  const locale = useLocale();
  return (
    <section className={styles.wrap} data-testid="my-salons">
      <header className={styles.head}>
        <h1>{t('salons.mine.title')}</h1>
        <p className={styles.intro}>{t('salons.mine.intro')}</p>
      </header>
      <p>
        <Link to={href('salonCreate', locale)} className={styles.submit} data-testid="my-salons-add">
          {t('salons.mine.add')}
        </Link>
      </p>
      {notice &&
        (notice.ok ? (
          <p role="status" data-testid="my-salons-deleted">
            {t('salons.mine.deleted')}
          </p>
        ) : (
          <FormError>{t('salons.mine.deleteFailed')}</FormError>
        ))}
      {salons.length === 0 ? (
        <p className={styles.empty}>{t('salons.mine.empty')}</p>
      ) : (
        <ul className={styles.rows}>
          {salons.map((s) => (
            <li key={s.id} className={styles.row} data-testid="my-salon" data-status={s.status}>
              <div>
                <strong>{s.name}</strong>{' '}
                <span className={styles.status} data-testid="my-salon-status">
                  {t(`salons.status.${s.status}`)}
                </span>
                {s.hasRevision && <p className={styles.meta}>{t('salons.mine.revision')}</p>}
                {s.status === 'rejected' && s.rejectionReason && (
                  <p className={styles.meta}>{t('salons.mine.reason', { reason: s.rejectionReason })}</p>
                )}
              </div>
              <div className={styles.actions}>
                <Link to={href('salon', locale, { slug: s.slug })}>{t('salons.mine.view')}</Link>
                <Link to={href('salonEdit', locale, { id: s.id })}>{t('salons.mine.edit')}</Link>
                <Form method="post">
                  <input type="hidden" name="id" value={s.id} />
                  <input type="hidden" name="revision" value={s.revision} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    data-testid="my-salon-delete"
                    onClick={(e) => {
                      if (!window.confirm(t('salons.mine.deleteConfirm', { name: s.name }))) e.preventDefault();
                    }}
                  >
                    {t('salons.mine.delete')}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
