import { href } from '@anonse/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../components/Field';
import { useApi, useLocale } from '../../../lib/app-data';
import { useLogin } from '../api/login';
import { AuthForm, useAuthForm } from './AuthForm';

const FIELDS = ['login', 'password'];

/** Spec § 4/§ 7: fields Login* and Hasło*; on error the `errors` object is shown; success goes home. */
export function LoginForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const { errors, setErrors, general, setGeneral, submit, pending } = useAuthForm(useLogin(api));

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
    submit({ login, password });
  };

  return (
    <AuthForm
      title={t('auth.loginTitle')}
      intro={t('auth.loginIntro')}
      formTestId="login-form"
      submitTestId="login-submit"
      submitLabel={t('auth.loginSubmit')}
      pending={pending}
      general={general}
      errors={errors}
      fields={FIELDS}
      onSubmit={onSubmit}
      alt={
        <>
          {t('auth.noAccount')} <Link to={href('register', locale)}>{t('nav.register')}</Link>
          {' · '}
          <Link to={href('forgotPassword', locale)}>{t('auth.forgot')}</Link>
        </>
      }
    >
      <TextField label={t('auth.login')} name="login" autoComplete="username" required error={errors.login} />
      <TextField label={t('auth.password')} name="password" type="password" autoComplete="current-password" required error={errors.password} />
    </AuthForm>
  );
}
