import { type ForgotPasswordInput, href } from '@anonse/contracts/browser';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { TextField } from '#web/components/Field';
import { useContractResolver, setApiErrors } from '#web/components/form';
import { useApi, useLocale } from '#web/lib/app-data';
import { AuthForm } from '#web/features/auth/components/AuthForm';
import styles from '#web/features/auth/components/auth.module.css';
import { useForgotPassword } from '../api/account-email';
import { ACCOUNT_EMAIL } from '../i18n';
import { island } from '#web/islands/island';

const FIELDS = ['email'] as const;

/** `/forgot-password/`: the same answer for any address (the API says nothing about who has an account). */
export function ForgotPasswordForm() {
  const { t } = useTranslation(ACCOUNT_EMAIL);
  const locale = useLocale();
  const mutation = useForgotPassword(useApi());
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<ForgotPasswordInput, unknown, ForgotPasswordInput>({
    resolver: useContractResolver(() => import('@anonse/contracts').then((m) => m.ForgotPasswordInput), locale, {
      required: FIELDS,
      requiredMessage: t('form.required'),
    }),
    reValidateMode: 'onSubmit',
  });
  const submit = async (input: ForgotPasswordInput) => {
    try {
      await mutation.mutateAsync(input);
      setSent(true);
    } catch (err) {
      setApiErrors(err, setError, FIELDS, t('form.failed'));
    }
  };
  const back = <Link to={href('login', locale)}>{t('forgot.back')}</Link>;
  if (sent)
    return (
      <div className={styles.card} data-testid="forgot-password-sent">
        <h1 className={styles.title}>{t('forgot.title')}</h1>
        <p className={styles.intro} role="status">
          {t('forgot.sent')}
        </p>
        <p className={styles.alt}>{back}</p>
      </div>
    );
  return (
    <AuthForm
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      formTestId="forgot-password-form"
      submitTestId="forgot-password-submit"
      submitLabel={t('forgot.submit')}
      pending={mutation.isPending}
      errors={formState.errors}
      onSubmit={(e) => void handleSubmit(submit)(e)}
      alt={back}
    >
      <TextField
        label={t('forgot.email')}
        {...register('email')}
        type="email"
        autoComplete="email"
        required
        error={formState.errors.email?.message}
      />
    </AuthForm>
  );
}

/** The page's form on a page without the application (docs/architecture.md § Islands). */
export const ForgotPasswordFormIsland = island('forgot-password-form', ForgotPasswordForm, 'page');
