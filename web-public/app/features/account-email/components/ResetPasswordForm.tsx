import { href, type ResetPasswordInput } from '@anonse/contracts/browser';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { FormError, TextField } from '#web/components/Field';
import { useContractResolver, setApiErrors } from '#web/components/form';
import { useApi, useLocale } from '#web/lib/app-data';
import { AuthForm } from '#web/features/auth/components/AuthForm';
import styles from '#web/features/auth/components/auth.module.css';
import { usePasswordStrengthHint } from '#web/features/auth/components/usePasswordStrength';
import { useResetPassword } from '../api/account-email';
import { ACCOUNT_EMAIL } from '../i18n';
import { island } from '#web/islands/island';

type Values = Omit<ResetPasswordInput, 'token'>;
const FIELDS = ['password', 'password_confirmation'] as const;

/** `/reset-password/?token=…`: the new password twice; the token comes from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation(ACCOUNT_EMAIL);
  const locale = useLocale();
  const mutation = useResetPassword(useApi());
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, formState, watch } = useForm<Values, unknown, ResetPasswordInput>({
    resolver: useContractResolver(() => import('@anonse/contracts').then((m) => m.ResetPasswordInput), locale, {
      toInput: (v: Values) => ({ ...v, token: token ?? '' }),
      required: FIELDS,
      requiredMessage: t('form.required'),
    }),
    reValidateMode: 'onSubmit',
  });
  const strength = usePasswordStrengthHint(watch('password') ?? '', [], locale);
  const askAgain = <Link to={href('forgotPassword', locale)}>{t('reset.askAgain')}</Link>;

  if (!token)
    return (
      <div className={styles.card} data-testid="reset-password-no-token">
        <h1 className={styles.title}>{t('reset.title')}</h1>
        <FormError>{t('reset.noToken')}</FormError>
        <p className={styles.alt}>{askAgain}</p>
      </div>
    );
  if (done)
    return (
      <div className={styles.card} data-testid="reset-password-done">
        <h1 className={styles.title}>{t('reset.title')}</h1>
        <p className={styles.intro} role="status">
          {t('reset.done')}
        </p>
        <p className={styles.alt}>
          <Link to={href('login', locale)}>{t('reset.login')}</Link>
        </p>
      </div>
    );

  const submit = async (input: ResetPasswordInput) => {
    try {
      await mutation.mutateAsync(input);
      setDone(true);
    } catch (err) {
      setApiErrors(err, setError, FIELDS, t('form.failed'));
    }
  };
  return (
    <AuthForm
      title={t('reset.title')}
      intro={t('reset.intro')}
      formTestId="reset-password-form"
      submitTestId="reset-password-submit"
      submitLabel={t('reset.submit')}
      pending={mutation.isPending}
      errors={formState.errors}
      onSubmit={(e) => void handleSubmit(submit)(e)}
      alt={askAgain}
    >
      <TextField
        label={t('reset.password')}
        {...register('password')}
        type="password"
        autoComplete="new-password"
        required
        error={formState.errors.password?.message}
        hint={strength}
      />
      <TextField
        label={t('reset.passwordConfirmation')}
        {...register('password_confirmation')}
        type="password"
        autoComplete="new-password"
        required
        error={formState.errors.password_confirmation?.message}
      />
    </AuthForm>
  );
}

/** The page's form on a page without the application (docs/architecture.md § Islands). */
export const ResetPasswordFormIsland = island('reset-password-form', ResetPasswordForm, 'page');
