import { href } from '@anonse/contracts/browser';
import type { Mutation } from '#web/lib/mutation';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '#web/i18n/use-translation';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { FormError } from '#web/components/Field';
import { setApiErrors } from '#web/components/form';
import { useLocale } from '#web/lib/app-data';
import { returnTo } from '../lib/return-to';
import styles from './auth.module.css';

/**
 * Login and registration: on success the visitor is signed in, goes home (or back to the page that sent them with
 * `?next=`, a path of this site only) and the page data reloads; the API's
 * errors go on the form (`fields` show their own, the others above the fields).
 */
export function useAuthSubmit<T extends FieldValues, TInput>(
  mutation: Mutation<unknown, TInput>,
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const next = returnTo(params.get('next'));
  return async (input: TInput) => {
    try {
      await mutation.mutateAsync(input);
    } catch (err) {
      setApiErrors(err, setError, fields, t('form.failed'));
      return;
    }
    await navigate(next ?? href('home', locale));
    await revalidator.revalidate();
  };
}

interface Props {
  title: string;
  intro: string;
  formTestId: string;
  submitTestId: string;
  submitLabel: string;
  pending: boolean;
  /** The form's errors: `root.server` (the request failed) and `root.fields` (fields the form does not show). */
  errors: FieldErrors;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** The links under the card. */
  alt: ReactNode;
}

/** The card both auth forms share: heading, errors not tied to a field, the fields, submit, links below. */
export function AuthForm({ title, intro, formTestId, submitTestId, submitLabel, pending, errors, onSubmit, children, alt }: Props) {
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
      <form method="post" className={styles.form} onSubmit={onSubmit} data-testid={formTestId} noValidate>
        {errors.root?.server && <FormError>{errors.root.server.message}</FormError>}
        {errors.root?.fields && <FormError>{errors.root.fields.message}</FormError>}
        {children}
        <button type="submit" className={styles.submit} disabled={pending} data-testid={submitTestId}>
          {submitLabel}
        </button>
      </form>
      <p className={styles.alt}>{alt}</p>
    </div>
  );
}
