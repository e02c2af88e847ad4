import { href } from '@anonse/contracts/browser';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { TextField } from '#web/components/Field';
import { ApiRequestError } from '#web/lib/api';
import { useApi, useLocale } from '#web/lib/app-data';
import { useDeleteAccount } from '../api/privacy';
import { PRIVACY } from '../i18n';
import styles from './Privacy.module.css';

/**
 * Deleting the account: the login typed out (so nobody deletes by a slip) and the password (so a borrowed, signed-in
 * phone cannot). The button stays disabled until the login matches; the API checks the password (403).
 */
export function DeleteAccountSection({ login }: { login: string }) {
  const { t } = useTranslation(PRIVACY);
  const locale = useLocale();
  const api = useApi();
  const remove = useDeleteAccount(api);
  const [typedLogin, setTypedLogin] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const loginMatches = typedLogin.trim().toLowerCase() === login.toLowerCase();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setPasswordError(undefined);
    setFailed(false);
    if (!loginMatches || !password) return;
    remove.mutate(
      { password },
      {
        // Everything of the account is gone: a full load, so no page of it stays in memory.
        onSuccess: () => window.location.assign(href('home', locale)),
        onError: (error) => {
          const message = error instanceof ApiRequestError ? error.fieldErrors.password?.[0] : undefined;
          if (message) setPasswordError(message);
          else setFailed(true);
        },
      },
    );
  };

  return (
    <section className={`${styles.section} ${styles.danger}`} aria-labelledby="delete-heading" data-testid="delete-account">
      <h2 id="delete-heading">{t('privacy.delete.title')}</h2>
      <p>{t('privacy.delete.intro')}</p>
      <form onSubmit={onSubmit} className={styles.form} noValidate>
        <TextField
          label={t('privacy.delete.confirm', { login })}
          value={typedLogin}
          onChange={(e) => setTypedLogin(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          error={typedLogin && !loginMatches ? t('privacy.delete.confirmMismatch') : undefined}
          data-testid="delete-account-login"
        />
        <TextField
          label={t('privacy.delete.password')}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          hint={t('privacy.delete.passwordHint')}
          error={passwordError}
          data-testid="delete-account-password"
        />
        {failed && (
          <p role="alert" className={styles.error}>
            {t('privacy.delete.failed')}
          </p>
        )}
        <button
          type="submit"
          className={styles.dangerButton}
          disabled={!loginMatches || !password || remove.isPending}
          data-testid="delete-account-submit"
        >
          {remove.isPending ? t('privacy.delete.deleting') : t('privacy.delete.submit')}
        </button>
      </form>
    </section>
  );
}
