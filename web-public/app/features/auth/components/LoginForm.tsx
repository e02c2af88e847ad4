import { href } from '@anonse/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { FormError, TextField } from '../../../components/Field';
import { ApiRequestError } from '../../../lib/api';
import { useApi, useLocale } from '../../../lib/app-data';
import { useLogin } from '../api/login';
import styles from './auth.module.css';

/** Spec § 4/§ 7: fields Login* and Hasło*; on error the `errors` object is shown; success goes home. */
export function LoginForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const mutation = useLogin(api);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const login = String(form.get('login') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const local: Record<string, string[]> = {};
    if (!login) local.login = [t('auth.required')];
    if (!password) local.password = [t('auth.required')];
    setErrors(local);
    setGeneral(null);
    if (Object.keys(local).length) return;
    mutation.mutate(
      { login, password },
      {
        onSuccess: async () => {
          await navigate(href('home', locale));
          await revalidator.revalidate();
        },
        onError: (err) => {
          if (err instanceof ApiRequestError && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
          else setGeneral(err instanceof ApiRequestError ? err.message : t('auth.failed'));
        },
      },
    );
  };

  const other = Object.entries(errors).filter(([k]) => k !== 'login' && k !== 'password');
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{t('auth.loginTitle')}</h1>
      <p className={styles.intro}>{t('auth.loginIntro')}</p>
      <form method="post" className={styles.form} onSubmit={onSubmit} data-testid="login-form" noValidate>
        {general && <FormError>{general}</FormError>}
        {other.length > 0 && <FormError>{other.flatMap(([, v]) => v).join(' ')}</FormError>}
        <TextField label={t('auth.login')} name="login" autoComplete="username" required error={errors.login} />
        <TextField label={t('auth.password')} name="password" type="password" autoComplete="current-password" required error={errors.password} />
        <button type="submit" className={styles.submit} disabled={mutation.isPending} data-testid="login-submit">
          {t('auth.loginSubmit')}
        </button>
      </form>
      <p className={styles.alt}>
        {t('auth.noAccount')} <Link to={href('register', locale)}>{t('nav.register')}</Link>
        {' · '}
        <Link to={href('forgotPassword', locale)}>{t('auth.forgot')}</Link>
      </p>
    </div>
  );
}
