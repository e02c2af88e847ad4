import styles from './CheckboxChips.module.css';

export interface ChipOption {
  value: string;
  label: string;
  checked?: boolean;
}

interface Props {
  /** Every box submits under this name (several values). */
  name: string;
  options: readonly ChipOption[];
  /** 'small': the denser chips of the search filter. */
  size?: 'medium' | 'small';
  className?: string;
  'data-testid'?: string;
}

/** A wrap of checkboxes drawn as pills (the box itself is invisible over its label). */
export function CheckboxChips({ name, options, size = 'medium', className, 'data-testid': testId }: Props) {
  const classes = [styles.chips, size === 'small' ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-testid={testId}>
      {options.map((o) => (
        <label key={o.value} className={styles.chip}>
          <input type="checkbox" name={name} value={o.value} defaultChecked={o.checked} />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
