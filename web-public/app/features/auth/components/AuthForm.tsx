import { href } from '@anonse/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { FormError } from '../../../components/Field';
import { useApiForm, type FieldErrors } from '../../../components/useApiForm';
import { useLocale } from '../../../lib/app-data';
import styles from './auth.module.css';

/** Login and registration: on success the visitor is signed in, goes home and the page data reloads. */
export function useAuthForm<TInput>(mutation: UseMutationResult<unknown, Error, TInput>) {
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useApiForm();
  const submit = (input: TInput) =>
    mutation.mutate(input, {
      onSuccess: async () => {
        await navigate(href('home', locale));
        await revalidator.revalidate();
      },
      onError: (err) => form.showApiError(err),
    });
  return { ...form, submit, pending: mutation.isPending };
}

interface Props {
  title: string;
  intro: string;
  formTestId: string;
  submitTestId: string;
  submitLabel: string;
  pending: boolean;
  general: string | null;
  errors: FieldErrors;
  /** Fields that show their own errors; the others' are gathered above the form. */
  fields: readonly string[];
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** The links under the card. */
  alt: ReactNode;
}

/** The card both auth forms share: heading, errors not tied to a field, the fields, submit, links below. */
export function AuthForm({ title, intro, formTestId, submitTestId, submitLabel, pending, general, errors, fields, onSubmit, children, alt }: Props) {
  const other = Object.entries(errors).filter(([k]) => !fields.includes(k));
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
      <form method="post" className={styles.form} onSubmit={onSubmit} data-testid={formTestId} noValidate>
        {general && <FormError>{general}</FormError>}
        {other.length > 0 && <FormError>{other.flatMap(([, v]) => v).join(' ')}</FormError>}
        {children}
        <button type="submit" className={styles.submit} disabled={pending} data-testid={submitTestId}>
          {submitLabel}
        </button>
      </form>
      <p className={styles.alt}>{alt}</p>
    </div>
  );
}
