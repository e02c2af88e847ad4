import { RegisterInput, fieldErrors, href, safeParseLocalized } from '@anonse/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { FormError, TextField } from '../../../components/Field';
import { ApiRequestError } from '../../../lib/api';
import { useApi, useLocale } from '../../../lib/app-data';
import { useRegister } from '../api/register';
import styles from './auth.module.css';

export function RegisterForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const mutation = useRegister(api);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = {
      login: String(form.get('login') ?? ''),
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      password_confirmation: String(form.get('password_confirmation') ?? ''),
      terms: form.get('terms') === 'on',
    };
    setGeneral(null);
    const parsed = safeParseLocalized(RegisterInput, input, locale);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, locale));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: async () => {
        await navigate(href('home', locale));
        await revalidator.revalidate();
      },
      onError: (err) => {
        if (err instanceof ApiRequestError && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
        else setGeneral(err instanceof ApiRequestError ? err.message : t('auth.failed'));
      },
    });
  };

  const known = ['login', 'email', 'password', 'password_confirmation', 'terms'];
  const other = Object.entries(errors).filter(([k]) => !known.includes(k));
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{t('auth.registerTitle')}</h1>
      <p className={styles.intro}>{t('auth.registerIntro')}</p>
      <form method="post" className={styles.form} onSubmit={onSubmit} data-testid="register-form" noValidate>
        {general && <FormError>{general}</FormError>}
        {other.length > 0 && <FormError>{other.flatMap(([, v]) => v).join(' ')}</FormError>}
        <TextField label={t('auth.login')} name="login" autoComplete="username" required error={errors.login} />
        <TextField label={t('auth.email')} name="email" type="email" autoComplete="email" required error={errors.email} />
        <TextField label={t('auth.password')} name="password" type="password" autoComplete="new-password" required error={errors.password} />
        <TextField
          label={t('auth.passwordConfirmation')}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation}
        />
        <label className={styles.check}>
          <input type="checkbox" name="terms" required aria-invalid={errors.terms ? true : undefined} />
          <span>
            <Link to={href('terms', locale)}>{t('auth.terms')}</Link>
          </span>
        </label>
        {errors.terms && (
          <span className={styles.checkError} role="alert" data-testid="field-error">
            {errors.terms.join(' ')}
          </span>
        )}
        <button type="submit" className={styles.submit} disabled={mutation.isPending} data-testid="register-submit">
          {t('auth.registerSubmit')}
        </button>
      </form>
      <p className={styles.alt}>
        {t('auth.haveAccount')} <Link to={href('login', locale)}>{t('nav.login')}</Link>
      </p>
    </div>
  );
}
