import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  href,
  SUPPORT_SUBJECT_NAMES,
  SUPPORT_SUBJECTS,
} from '@anonse/contracts/browser';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { useActionData, useFetcher } from 'react-router';
import { FormError, SelectField, TextAreaField, TextField } from '#web/components/Field';
import { useLocale } from '#web/lib/app-data';
import { CONTACT } from '../i18n';
import type { ContactOutcome } from '../lib/contact-form-data';
import styles from './ContactForm.module.css';
import { island } from '#web/islands/island';

interface Props {
  /** The signed token of this render (its time tells a person from a script). */
  formToken: string;
  /** The signed-in person's address, offered in the e-mail field. */
  email: string | null;
  /**
   * What the page's action answered to a form sent without a fetcher (a page without the application, where the
   * island cannot read the route's action data itself).
   */
  posted?: ContactOutcome | null;
}

/**
 * The contact form. Without JavaScript it is a plain POST to the page's action, which answers with field errors (and
 * what was typed) or the success state; with JavaScript the same action runs through a fetcher, without a reload.
 */
export function ContactForm({ formToken, email, posted: postedProp = null }: Props) {
  const { t } = useTranslation(CONTACT);
  const locale = useLocale();
  const fetcher = useFetcher<ContactOutcome>();
  const posted = useActionData<ContactOutcome>();
  const outcome = fetcher.data ?? posted ?? postedProp ?? undefined;
  // The first render's token stays (a fresh one would be "too fast" if the person fixes a field at once); an expired
  // form comes back with a new one.
  const [firstToken] = useState(formToken);
  const token = (outcome?.status === 'failed' && outcome.formToken) || firstToken;
  const sending = fetcher.state !== 'idle';
  const headingId = useId();
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome?.status === 'failed') summary.current?.focus();
  }, [outcome]);

  if (outcome?.status === 'sent')
    return (
      <section className={styles.card} aria-labelledby={headingId} data-testid="contact-sent">
        <div role="status" className={styles.sent}>
          <h2 id={headingId}>{t('contact.sentTitle')}</h2>
          <p>{t('contact.sentText')}</p>
        </div>
        <a href={href('contact', locale)} className={styles.another}>
          {t('contact.another')}
        </a>
      </section>
    );

  const failed = outcome?.status === 'failed' ? outcome : undefined;
  const errors = failed?.errors ?? {};
  const values = failed?.values;
  const summaryText = failed ? (failed.message ?? (Object.keys(errors).length ? t('contact.fixFields') : t('contact.failed'))) : null;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('contact.formTitle')}</h2>
      <p className={styles.intro}>{t('contact.formIntro')}</p>
      <fetcher.Form method="post" noValidate className={styles.form} data-testid="contact-form" aria-busy={sending || undefined}>
        {summaryText && (
          <div ref={summary} tabIndex={-1} className={styles.summary}>
            <FormError>{summaryText}</FormError>
          </div>
        )}
        <input type="hidden" name="formToken" value={token} />
        <div className={styles.row}>
          <TextField
            label={t('contact.name')}
            hint={t('contact.nameHint')}
            name="name"
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX}
            defaultValue={values?.name ?? ''}
            error={errors.name}
          />
          <TextField
            label={t('contact.email')}
            hint={t('contact.emailHint')}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values?.email ?? email ?? ''}
            error={errors.email}
          />
        </div>
        <SelectField
          label={t('contact.subject')}
          name="subject"
          required
          defaultValue={values?.subject ?? 'general'}
          error={errors.subject}
        >
          {SUPPORT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {SUPPORT_SUBJECT_NAMES[subject][locale]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('contact.message')}
          hint={t('contact.messageHint')}
          name="message"
          required
          rows={8}
          maxLength={CONTACT_MESSAGE_MAX}
          defaultValue={values?.message ?? ''}
          error={errors.message}
        />
        {/* For bots only: off-screen, out of the tab order and hidden from screen readers; a person never fills it. */}
        <div className={styles.trap} aria-hidden="true">
          <label>
            {t('contact.honeypot')}
            <input type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <p className={styles.privacy}>{t('contact.privacy')}</p>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? t('contact.sending') : t('contact.submit')}
        </button>
      </fetcher.Form>
    </section>
  );
}

/** The page's form on a page without the application (docs/architecture.md § Islands). */
export const ContactFormIsland = island('contact-form', ContactForm, 'page');
