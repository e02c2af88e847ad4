import { useTranslation } from '#web/i18n/use-translation';
import { Form, useNavigation } from 'react-router';
import dashboard from '#web/features/dashboard/components/Dashboard.module.css';
import { SAVED_SEARCHES } from '../i18n';
import styles from './SavedSearches.module.css';

/** The unsubscribe link's landing: one button, a plain form POST that works without JavaScript. */
export function UnsubscribeConfirm({ token }: { token: string }) {
  const { t } = useTranslation(SAVED_SEARCHES);
  const busy = useNavigation().state === 'submitting';
  return (
    <section className={styles.page} data-testid="unsubscribe-confirm">
      <h1>{t('savedSearches.seo.unsubscribeTitle')}</h1>
      <p>{t('savedSearches.unsubscribe.confirm')}</p>
      <Form method="post" action={`?${new URLSearchParams({ token })}`}>
        <button type="submit" className={dashboard.action} disabled={busy} data-testid="unsubscribe-button">
          {t('savedSearches.unsubscribe.confirmButton')}
        </button>
      </Form>
      <p>{t('savedSearches.unsubscribe.bell')}</p>
    </section>
  );
}
