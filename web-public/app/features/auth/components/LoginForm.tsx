import { type LoginInput, href } from '@anonse/contracts/browser';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { TextField } from '#web/components/Field';
import { useContractResolver } from '#web/components/form';
import { useApi, useLocale } from '#web/lib/app-data';
import { useLogin } from '../api/login';
import { AUTH } from '../i18n';
import { AuthForm, useAuthSubmit } from './AuthForm';
import { island } from '#web/islands/island';

const FIELDS = ['login', 'password'] as const;

/** docs/product.md § 4/§ 5/§ 7: fields Login* and Hasło*; on error the `errors` object is shown; success goes home. */
export function LoginForm() {
  const { t } = useTranslation(AUTH);
  const locale = useLocale();
  const mutation = useLogin(useApi());
  const { register, handleSubmit, setError, formState } = useForm<LoginInput, unknown, LoginInput>({
    resolver: useContractResolver(() => import('@anonse/contracts').then((m) => m.LoginInput), locale, {
      required: FIELDS,
      requiredMessage: t('form.required'),
    }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const submit = useAuthSubmit(mutation, setError, FIELDS);
  const { errors } = formState;

  return (
    <AuthForm
      title={t('auth.loginTitle')}
      intro={t('auth.loginIntro')}
      formTestId="login-form"
      submitTestId="login-submit"
      submitLabel={t('auth.loginSubmit')}
      pending={mutation.isPending}
      errors={errors}
      onSubmit={(e) => void handleSubmit(submit)(e)}
      alt={
        <>
          {t('auth.noAccount')} <Link to={href('register', locale)}>{t('nav.register')}</Link>
          {' · '}
          <Link to={href('forgotPassword', locale)}>{t('auth.forgot')}</Link>
        </>
      }
    >
      <TextField label={t('auth.login')} {...register('login')} autoComplete="username" required error={errors.login?.message} />
      <TextField
        label={t('auth.password')}
        {...register('password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
      />
    </AuthForm>
  );
}

/** The page's form on a page without the application (docs/architecture.md § Islands). */
export const LoginFormIsland = island('login-form', LoginForm, 'page');
