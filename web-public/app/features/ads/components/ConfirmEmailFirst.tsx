import { href } from '@anonse/contracts/browser';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useRevalidator } from 'react-router';
import { FormError } from '#web/components/Field';
import { ApiRequestError } from '#web/lib/api';
import { useApi, useLocale } from '#web/lib/app-data';
import { useResendConfirmation } from '#web/features/account-email/api/account-email';
import { ADS } from '../i18n';
import styles from './CreateAdForm.module.css';

/**
 * The add-ad page of an account whose address is not confirmed yet: an ad goes to moderation only from a
 * confirmed address (the API answers 403 otherwise), so the page says so before anyone fills in the form, and
 * offers the link again.
 */
export function ConfirmEmailFirst({ email }: { email: string }) {
  const { t } = useTranslation(ADS);
  const locale = useLocale();
  const api = useApi();
  const revalidator = useRevalidator();
  const resend = useResendConfirmation(api);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setFailure(null);
    try {
      await resend.mutateAsync();
      setSent(true);
    } catch (err) {
      // 409: confirmed meanwhile (another tab): the loader now shows the form.
      if (err instanceof ApiRequestError && err.status === 409) return void revalidator.revalidate();
      setFailure(err instanceof ApiRequestError ? err.message : t('confirmFirst.failed'));
    }
  };

  return (
    <section className={styles.wrap} data-testid="add-ad-confirm-email">
      <h1 className={styles.h1}>{t('addAd.title')}</h1>
      <h2>{t('confirmFirst.title')}</h2>
      <p className={styles.intro}>{t('confirmFirst.text', { email })}</p>
      {sent && (
        <p role="status" data-testid="add-ad-confirm-email-sent">
          {t('confirmFirst.sent', { email })}
        </p>
      )}
      {failure && <FormError>{failure}</FormError>}
      <div className={styles.successActions}>
        <button
          type="button"
          className={styles.submit}
          disabled={resend.isPending}
          onClick={() => void send()}
          data-testid="add-ad-confirm-email-resend"
        >
          {t('confirmFirst.resend')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={revalidator.state !== 'idle'}
          onClick={() => void revalidator.revalidate()}
          data-testid="add-ad-confirm-email-done"
        >
          {t('confirmFirst.done')}
        </button>
        <Link to={href('emailSettings', locale)} className={styles.secondary}>
          {t('confirmFirst.settings')}
        </Link>
      </div>
    </section>
  );
}
