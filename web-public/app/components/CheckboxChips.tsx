import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './CheckboxChips.module.css';

export interface ChipOption {
  value: string;
  label: string;
  checked?: boolean;
}

interface Props {
  /** The form field every box belongs to (`register(name)`): its value is the list of checked values. */
  field: UseFormRegisterReturn;
  options: readonly ChipOption[];
  /** 'small': the denser chips of the search filter. */
  size?: 'medium' | 'small';
  className?: string;
  'data-testid'?: string;
}

/** A wrap of checkboxes drawn as pills (the box itself is invisible over its label). */
export function CheckboxChips({ field, options, size = 'medium', className, 'data-testid': testId }: Props) {
  const classes = [styles.chips, size === 'small' ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-testid={testId}>
      {options.map((o) => (
        <label key={o.value} className={styles.chip}>
          <input type="checkbox" value={o.value} defaultChecked={o.checked} {...field} />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
