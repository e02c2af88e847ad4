import { RANGES, type RangeKey, type SearchFilter } from '@anonse/contracts/browser';
import { useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from '#web/i18n/use-translation';
import { SEARCH } from '../i18n';
import { RANGE_STEP, clampRangeEnd, type FilterFormValues } from '../lib/filter-form';
import styles from './SearchFilterForm.module.css';

interface Props {
  rangeKey: RangeKey;
  control: Control<FilterFormValues, unknown, SearchFilter>;
  register: UseFormRegister<FilterFormValues>;
  setValue: UseFormSetValue<FilterFormValues>;
  defaults: FilterFormValues;
  error?: string;
}

const numberOr = (value: unknown, fallback: number) => {
  const n = Number(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(n) ? n : fallback;
};

/**
 * A docs/product.md § 5 range: a two-handled slider, and the two ends as numbers that may also be typed (a typed end outside
 * the range is brought to its bound when the field is left). The typed fields are the form's values and the
 * accessible controls; the slider only moves them, so it stays out of the tab order and of the accessibility tree.
 */
export function RangeField({ rangeKey, control, register, setValue, defaults, error }: Props) {
  const { t } = useTranslation(SEARCH);
  const { min, max } = RANGES[rangeKey];
  const fromName = `${rangeKey}_from`;
  const toName = `${rangeKey}_to`;
  const [fromValue, toValue] = useWatch({ control, name: [fromName, toName] });
  const from = Math.min(max, Math.max(min, numberOr(fromValue ?? defaults[fromName], min)));
  const to = Math.min(max, Math.max(min, numberOr(toValue ?? defaults[toName], max)));
  const pct = (n: number) => ((n - min) / (max - min)) * 100;
  const move = (name: string, n: number) => setValue(name, String(n), { shouldDirty: true });

  return (
    <div className={styles.rangeBody}>
      <div
        className={styles.slider}
        aria-hidden="true"
        style={{ ['--from' as string]: `${pct(from)}%`, ['--to' as string]: `${pct(to)}%` }}
      >
        <input
          type="range"
          tabIndex={-1}
          min={min}
          max={max}
          step={RANGE_STEP[rangeKey]}
          value={from}
          onChange={(e) => move(fromName, Math.min(Number(e.target.value), to))}
        />
        <input
          type="range"
          tabIndex={-1}
          min={min}
          max={max}
          step={RANGE_STEP[rangeKey]}
          value={to}
          onChange={(e) => move(toName, Math.max(Number(e.target.value), from))}
        />
      </div>
      <div className={styles.pair}>
        {(
          [
            ['from', fromName],
            ['to', toName],
          ] as const
        ).map(([end, name]) => {
          const field = register(name, {
            onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
              const clamped = clampRangeEnd(rangeKey, e.target.value);
              if (clamped !== null) setValue(name, clamped, { shouldDirty: true });
            },
          });
          return (
            <label key={end} className={styles.mini}>
              <span>{t(`filters.${end}`)}</span>
              <input
                type="number"
                {...field}
                min={min}
                max={max}
                defaultValue={defaults[name] as string}
                inputMode="numeric"
                aria-invalid={error ? true : undefined}
                data-testid={`range-${name}`}
              />
            </label>
          );
        })}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
