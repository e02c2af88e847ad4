import { RegisterInput, fieldErrors, href, safeParseLocalized } from '@anonse/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../components/Field';
import { useApi, useLocale } from '../../../lib/app-data';
import { useRegister } from '../api/register';
import { AuthForm, useAuthForm } from './AuthForm';
import styles from './auth.module.css';

const FIELDS = ['login', 'email', 'password', 'password_confirmation', 'terms'];

export function RegisterForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const { errors, setErrors, general, setGeneral, submit, pending } = useAuthForm(useRegister(api));

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
    submit(parsed.data);
  };

  return (
    <AuthForm
      title={t('auth.registerTitle')}
      intro={t('auth.registerIntro')}
      formTestId="register-form"
      submitTestId="register-submit"
      submitLabel={t('auth.registerSubmit')}
      pending={pending}
      general={general}
      errors={errors}
      fields={FIELDS}
      onSubmit={onSubmit}
      alt={
        <>
          {t('auth.haveAccount')} <Link to={href('login', locale)}>{t('nav.login')}</Link>
        </>
      }
    >
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
    </AuthForm>
  );
}
