import { useTranslation } from '#web/i18n/use-translation';
import { DATA_EXPORT_PATH, DATA_EXPORT_ZIP_PATH } from '../api/privacy';
import { PRIVACY } from '../i18n';
import styles from './Privacy.module.css';

/**
 * GDPR art. 15/20: the browser downloads the JSON, or the ZIP with the photos, itself (the answer is an attachment,
 * sent with the session cookie).
 */
export function ExportSection() {
  const { t } = useTranslation(PRIVACY);
  return (
    <section className={styles.section} aria-labelledby="export-heading" data-testid="data-export">
      <h2 id="export-heading">{t('privacy.export.title')}</h2>
      <p className={styles.muted}>{t('privacy.export.intro')}</p>
      <div className={styles.actions}>
        <a className={styles.primary} href={DATA_EXPORT_ZIP_PATH} download data-testid="data-export-zip-link">
          {t('privacy.export.downloadZip')}
        </a>
        <a className={styles.secondaryLink} href={DATA_EXPORT_PATH} download data-testid="data-export-link">
          {t('privacy.export.download')}
        </a>
      </div>
    </section>
  );
}
