import { type RegisterInput, href } from '@anonse/contracts/browser';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { TextField } from '#web/components/Field';
import { useContractResolver } from '#web/components/form';
import { useApi, useLocale } from '#web/lib/app-data';
import { useRegister } from '../api/register';
import { AUTH } from '../i18n';
import { AuthForm, useAuthSubmit } from './AuthForm';
import styles from './auth.module.css';
import { usePasswordStrengthHint } from './usePasswordStrength';
import { island } from '#web/islands/island';

const FIELDS = ['login', 'email', 'password', 'password_confirmation', 'terms'];

interface RegisterValues {
  login: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

export function RegisterForm() {
  const { t } = useTranslation(AUTH);
  const locale = useLocale();
  const mutation = useRegister(useApi());
  const { register, control, handleSubmit, setError, formState } = useForm<RegisterValues, unknown, RegisterInput>({
    resolver: useContractResolver(() => import('@anonse/contracts').then((m) => m.RegisterInput), locale),
    defaultValues: { login: '', email: '', password: '', password_confirmation: '', terms: false },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const submit = useAuthSubmit(mutation, setError, FIELDS);
  const [login, email, password] = useWatch({ control, name: ['login', 'email', 'password'] });
  const strengthHint = usePasswordStrengthHint(password, [login, email], locale);
  const { errors } = formState;

  return (
    <AuthForm
      title={t('auth.registerTitle')}
      intro={t('auth.registerIntro')}
      formTestId="register-form"
      submitTestId="register-submit"
      submitLabel={t('auth.registerSubmit')}
      pending={mutation.isPending}
      errors={errors}
      onSubmit={(e) => void handleSubmit(submit)(e)}
      alt={
        <>
          {t('auth.haveAccount')} <Link to={href('login', locale)}>{t('nav.login')}</Link>
        </>
      }
    >
      <TextField label={t('auth.login')} {...register('login')} autoComplete="username" required error={errors.login?.message} />
      <TextField label={t('auth.email')} {...register('email')} type="email" autoComplete="email" required error={errors.email?.message} />
      <TextField
        label={t('auth.password')}
        {...register('password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        error={errors.password?.message}
        hint={strengthHint}
        data-testid="register-password"
      />
      <TextField
        label={t('auth.passwordConfirmation')}
        {...register('password_confirmation')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation?.message}
      />
      <label className={styles.check}>
        <input type="checkbox" {...register('terms')} required aria-invalid={errors.terms ? true : undefined} />
        <span>
          <Link to={href('terms', locale)}>{t('auth.terms')}</Link>
        </span>
      </label>
      {errors.terms && (
        <span className={styles.checkError} role="alert" data-testid="field-error">
          {errors.terms.message}
        </span>
      )}
    </AuthForm>
  );
}

/** The page's form on a page without the application (docs/architecture.md § Islands). */
export const RegisterFormIsland = island('register-form', RegisterForm, 'page');
