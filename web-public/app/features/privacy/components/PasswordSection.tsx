import { type ChangePasswordInput } from '@anonse/contracts/browser';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/i18n/use-translation';
import { FormError, TextField } from '#web/components/Field';
import { useContractResolver, setApiErrors } from '#web/components/form';
import { useApi, useLocale } from '#web/lib/app-data';
import { useChangePassword } from '#web/features/auth/api/change-password';
import { PRIVACY } from '../i18n';
import styles from './Privacy.module.css';

const FIELDS = ['current_password', 'password', 'password_confirmation'];
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** The password, changed with the current one: the API ends every other session and renews this one. */
export function PasswordSection() {
  const { t } = useTranslation(PRIVACY);
  const locale = useLocale();
  const mutation = useChangePassword(useApi());
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<typeof EMPTY, unknown, ChangePasswordInput>({
    resolver: useContractResolver(() => import('@anonse/contracts').then((m) => m.ChangePasswordInput), locale),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  const submit = handleSubmit(async (input) => {
    setDone(false);
    try {
      await mutation.mutateAsync(input);
    } catch (err) {
      setApiErrors(err, setError, FIELDS, t('privacy.password.failed'));
      return;
    }
    reset(EMPTY);
    setDone(true);
  });
  return (
    <section className={styles.section} aria-labelledby="password-heading" data-testid="change-password">
      <h2 id="password-heading">{t('privacy.password.title')}</h2>
      <p className={styles.muted}>{t('privacy.password.intro')}</p>
      <form method="post" onSubmit={(e) => void submit(e)} noValidate>
        {errors.root?.server && <FormError>{errors.root.server.message}</FormError>}
        {errors.root?.fields && <FormError>{errors.root.fields.message}</FormError>}
        <TextField
          label={t('privacy.password.current')}
          {...register('current_password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
        />
        <TextField
          label={t('privacy.password.next')}
          {...register('password')}
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          error={errors.password?.message}
        />
        <TextField
          label={t('privacy.password.confirm')}
          {...register('password_confirmation')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation?.message}
        />
        <button type="submit" className={styles.primary} disabled={mutation.isPending} data-testid="change-password-submit">
          {mutation.isPending ? t('privacy.password.submitting') : t('privacy.password.submit')}
        </button>
        {done && (
          <p role="status" data-testid="change-password-done">
            {t('privacy.password.done')}
          </p>
        )}
      </form>
    </section>
  );
}
