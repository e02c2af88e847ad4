import { type ChangeEmailInput, type EmailSettingsDto, type Locale } from '@anonse/contracts/browser';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/i18n/use-translation';
import { useRevalidator } from 'react-router';
import { FormError, SelectField, TextField } from '#web/components/Field';
import { useContractResolver, setApiErrors } from '#web/components/form';
import { ApiRequestError } from '#web/lib/api';
import { useApi, useLocale } from '#web/lib/app-data';
import dashboard from '#web/features/dashboard/components/Dashboard.module.css';
import auth from '#web/features/auth/components/auth.module.css';
import { useChangeEmail, useChooseEmailLanguage, useResendConfirmation } from '../api/account-email';
import { ACCOUNT_EMAIL } from '../i18n';

const CHANGE_FIELDS = ['email', 'current_password'] as const;

/** The e-mail section of the dashboard: the address and its confirmation, a new address, the language of e-mails. */
export function EmailSettings({ settings }: { settings: EmailSettingsDto }) {
  const { t } = useTranslation(ACCOUNT_EMAIL);
  const locale = useLocale();
  const api = useApi();
  const revalidator = useRevalidator();
  const resend = useResendConfirmation(api);
  const change = useChangeEmail(api);
  const language = useChooseEmailLanguage(api);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Locale>(settings.locale);
  const form = useForm<ChangeEmailInput, unknown, ChangeEmailInput>({
    resolver: useContractResolver(() => import('@anonse/contracts').then((m) => m.ChangeEmailInput), locale, {
      required: CHANGE_FIELDS,
      requiredMessage: t('form.required'),
    }),
    reValidateMode: 'onSubmit',
  });
  const errors = form.formState.errors;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setNotice(null);
    setFailure(null);
    try {
      await action();
      setNotice(done);
      await revalidator.revalidate();
    } catch (err) {
      setFailure(err instanceof ApiRequestError ? err.message : t('form.failed'));
    }
  };

  const submitChange = async (input: ChangeEmailInput) => {
    setNotice(null);
    try {
      await change.mutateAsync(input);
      form.reset();
      setNotice(t('settings.changeSent'));
      await revalidator.revalidate();
    } catch (err) {
      setApiErrors(err, form.setError, CHANGE_FIELDS, t('form.failed'));
    }
  };

  return (
    <div data-testid="email-settings">
      <section className={dashboard.section} aria-labelledby="email-heading">
        <div className={dashboard.sectionHead}>
          <h1 id="email-heading">{t('settings.title')}</h1>
        </div>
        {notice && (
          <p role="status" data-testid="email-settings-notice">
            {notice}
          </p>
        )}
        {failure && <FormError>{failure}</FormError>}
        <p>
          {t('settings.address')}: <strong data-testid="email-address">{settings.email}</strong>{' '}
          <span
            className={`${dashboard.badge} ${settings.confirmed ? dashboard.ok : dashboard.warn}`}
            data-testid="email-confirmed"
            data-confirmed={settings.confirmed}
          >
            {settings.confirmed ? t('settings.confirmed') : t('settings.unconfirmed')}
          </span>
        </p>
        {!settings.confirmed && (
          <>
            <p className={dashboard.hint}>{t('settings.unconfirmedHint')}</p>
            <button
              type="button"
              className={auth.submit}
              disabled={resend.isPending}
              onClick={() => void run(() => resend.mutateAsync(), t('settings.resent'))}
              data-testid="email-resend"
            >
              {t('settings.resend')}
            </button>
          </>
        )}
        {settings.pendingEmail && (
          <p className={dashboard.hint} data-testid="email-pending">
            {t('settings.pending', { email: settings.pendingEmail })}
          </p>
        )}
      </section>

      <section className={dashboard.section} aria-labelledby="email-change-heading">
        <div className={dashboard.sectionHead}>
          <h2 id="email-change-heading">{t('settings.changeTitle')}</h2>
        </div>
        <form
          method="post"
          className={auth.form}
          onSubmit={(e) => void form.handleSubmit(submitChange)(e)}
          noValidate
          data-testid="email-change-form"
        >
          {errors.root?.server && <FormError>{errors.root.server.message}</FormError>}
          {errors.root?.fields && <FormError>{errors.root.fields.message}</FormError>}
          <TextField
            label={t('settings.newEmail')}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
          />
          <TextField
            label={t('settings.currentPassword')}
            {...form.register('current_password')}
            type="password"
            autoComplete="current-password"
            required
            error={errors.current_password?.message}
          />
          <button type="submit" className={auth.submit} disabled={change.isPending} data-testid="email-change-submit">
            {t('settings.changeSubmit')}
          </button>
        </form>
      </section>

      <section className={dashboard.section} aria-labelledby="email-language-heading">
        <div className={dashboard.sectionHead}>
          <h2 id="email-language-heading">{t('settings.languageTitle')}</h2>
        </div>
        <form
          className={auth.form}
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => language.mutateAsync({ locale: chosen }), t('settings.languageSaved'));
          }}
          data-testid="email-language-form"
        >
          <SelectField
            label={t('settings.languageTitle')}
            value={chosen}
            onChange={(e) => setChosen(e.target.value === 'en' ? 'en' : 'pl')}
            data-testid="email-language"
          >
            <option value="pl">{t('settings.languagePl')}</option>
            <option value="en">{t('settings.languageEn')}</option>
          </SelectField>
          <button type="submit" className={auth.submit} disabled={language.isPending} data-testid="email-language-submit">
            {t('settings.save')}
          </button>
        </form>
      </section>
    </div>
  );
}
