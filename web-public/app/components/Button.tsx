import type { ComponentProps } from 'react';

interface ButtonProps extends ComponentProps<'button'> {
  /** Its action runs: the button keeps its place in the tab order (a dialog may give the focus back to it) but does nothing. */
  pending?: boolean;
}

/**
 * A native button (type `button` unless told) that can be pending: `aria-disabled` and `data-pending` instead of
 * `disabled`, so it stays focusable, and a press does nothing. `disabled` also sets `data-disabled` for the styles.
 */
export function Button({ pending = false, type = 'button', disabled, onClick, ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={pending ? 'button' : type}
      disabled={disabled}
      aria-disabled={pending || undefined}
      data-pending={pending || undefined}
      data-disabled={disabled || undefined}
      onClick={(e) => {
        if (pending) return e.preventDefault();
        onClick?.(e);
      }}
    />
  );
}
