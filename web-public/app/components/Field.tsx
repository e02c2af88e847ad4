import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';

interface Base {
  label: string;
  error?: string[] | undefined;
  hint?: string;
  className?: string;
}

function Wrap({ id, label, error, hint, className, children }: Base & { id: string; children: ReactNode }) {
  return (
    <div className={`${styles.field} ${className ?? ''}`} data-invalid={error?.length ? 'true' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && !error?.length && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error?.length ? (
        <span id={`${id}-error`} className={styles.error} role="alert" data-testid="field-error">
          {error.join(' ')}
        </span>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, base: Base) => (base.error?.length ? `${id}-error` : base.hint ? `${id}-hint` : undefined);

export function TextField({ label, error, hint, className, ...input }: Base & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Wrap id={id} label={label} error={error} hint={hint} className={className}>
      <input id={id} className={styles.control} aria-invalid={error?.length ? true : undefined} aria-describedby={describedBy(id, { label, error, hint })} {...input} />
    </Wrap>
  );
}

export function TextAreaField({ label, error, hint, className, ...input }: Base & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Wrap id={id} label={label} error={error} hint={hint} className={className}>
      <textarea id={id} className={styles.control} aria-invalid={error?.length ? true : undefined} aria-describedby={describedBy(id, { label, error, hint })} {...input} />
    </Wrap>
  );
}

export function SelectField({ label, error, hint, className, children, ...input }: Base & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Wrap id={id} label={label} error={error} hint={hint} className={className}>
      <select id={id} className={styles.control} aria-invalid={error?.length ? true : undefined} aria-describedby={describedBy(id, { label, error, hint })} {...input}>
        {children}
      </select>
    </Wrap>
  );
}

export function FormError({ children }: { children: ReactNode }) {
  return (
    <div className={styles.formError} role="alert" data-testid="form-error">
      {children}
    </div>
  );
}
