import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './Field.module.css';

interface Base {
  label: string;
  /** The field's message (react-hook-form's `errors.<name>.message`). */
  error?: string | undefined;
  hint?: string;
  className?: string;
}

function Wrap({ id, label, error, hint, className, children }: Base & { id: string; children: ReactNode }) {
  return (
    <div className={`${styles.field} ${className ?? ''}`} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert" data-testid="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, base: Base) => (base.error ? `${id}-error` : base.hint ? `${id}-hint` : undefined);

export function TextField({ label, error, hint, className, ...input }: Base & ComponentProps<'input'>) {
  const id = useId();
  return (
    <Wrap id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        {...input}
      />
    </Wrap>
  );
}

export function TextAreaField({ label, error, hint, className, ...input }: Base & ComponentProps<'textarea'>) {
  const id = useId();
  return (
    <Wrap id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        {...input}
      />
    </Wrap>
  );
}

export function SelectField({ label, error, hint, className, children, ...input }: Base & ComponentProps<'select'>) {
  const id = useId();
  return (
    <Wrap id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        {...input}
      >
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
