import { href, type ConfirmEmailResult } from '@anonse/contracts/browser';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useRevalidator } from 'react-router';
import { FormError } from '#web/components/Field';
import { apiFieldErrors } from '#web/components/form';
import { ApiRequestError } from '#web/lib/api';
import { useApi, useLocale } from '#web/lib/app-data';
import styles from '#web/features/auth/components/auth.module.css';
import { useConfirmEmail } from '../api/account-email';
import { ACCOUNT_EMAIL } from '../i18n';
import { island } from '#web/islands/island';

/**
 * `/potwierdz-email/?token=…`: a button, not an automatic confirmation on load — a mail scanner that opens the
 * link must not use it up before the person does.
 */
export function ConfirmEmail({ token }: { token: string | null }) {
  const { t } = useTranslation(ACCOUNT_EMAIL);
  const locale = useLocale();
  const mutation = useConfirmEmail(useApi());
  const revalidator = useRevalidator();
  const [result, setResult] = useState<ConfirmEmailResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      setResult(await mutation.mutateAsync({ token: token ?? '' }));
      await revalidator.revalidate();
    } catch (err) {
      const fields = apiFieldErrors(err);
      setError(fields?.token?.join(' ') ?? (err instanceof ApiRequestError ? err.message : t('form.failed')));
    }
  };

  return (
    <div className={styles.card} data-testid="confirm-email">
      <h1 className={styles.title}>{t('confirm.title')}</h1>
      {result ? (
        <>
          <p className={styles.intro} role="status" data-testid="confirm-email-done">
            {result.confirmed === 'emailChange' ? t('confirm.doneChange') : t('confirm.doneEmail')}
          </p>
          <p className={styles.alt}>
            <Link to={href('dashboard', locale)}>{t('confirm.dashboard')}</Link>
          </p>
        </>
      ) : (
        <>
          <p className={styles.intro}>{t('confirm.intro')}</p>
          {error && <FormError>{error}</FormError>}
          <button
            type="button"
            className={styles.submit}
            onClick={() => void confirm()}
            disabled={mutation.isPending || !token}
            data-testid="confirm-email-submit"
          >
            {t('confirm.submit')}
          </button>
        </>
      )}
    </div>
  );
}

/** The page's form on a page without the application (docs/architecture.md § Islands). */
export const ConfirmEmailIsland = island('confirm-email', ConfirmEmail, 'page');
