import {
  LANGUAGES,
  OUTCALLS,
  RANGES,
  SEARCH_CATEGORIES,
  SERVICES,
  SearchFilter,
  WORKING_HOURS,
  href,
  serializeSearchQuery,
} from '@anonse/contracts';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CheckboxChips } from '../../../components/CheckboxChips';
import { contractResolver } from '../../../components/form';
import { PlaceSelect } from '../../../components/PlaceSelect';
import { useLocale } from '../../../lib/app-data';
import { SEARCH } from '../i18n';
import { BODY_KEYS, PRICE_KEYS, filterFormInput, initialPriceSwitches, rawQuery, type FilterFormValues } from '../lib/filter-form';
import styles from './SearchFilterForm.module.css';

interface Props {
  initial: SearchFilter;
  /** 'dialog': spec § 2 search dialog fields; 'page': also place, category, languages and working hours. */
  variant: 'dialog' | 'page';
  onDone?: () => void;
}

/**
 * The search filter as a plain GET form to `/search/` (works without JavaScript); with JavaScript the values
 * are checked by the `SearchFilter` schema and sent as the canonical query string (a refused filter as it is,
 * so the search page explains what is wrong).
 */
export function SearchFilterForm({ initial, variant, onDone }: Props) {
  const { t } = useTranslation(SEARCH);
  const locale = useLocale();
  const navigate = useNavigate();
  const resetPlace = variant === 'dialog';
  const switchesOn = initialPriceSwitches(initial);
  const { register, control, handleSubmit, getValues } = useForm<FilterFormValues, unknown, SearchFilter>({
    resolver: contractResolver(SearchFilter, locale, { toInput: (values: FilterFormValues) => filterFormInput(values, resetPlace) }),
    defaultValues: {
      province: initial.province ?? '',
      city: initial.city ?? '',
      district: initial.district ?? '',
      ...Object.fromEntries(PRICE_KEYS.map((k) => [`switch_${k}`, switchesOn[k]])),
    },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const switches = useWatch({ control, name: PRICE_KEYS.map((k) => `switch_${k}`) });
  const action = href('search', locale);
  const go = (query: string) => {
    onDone?.();
    void navigate(query ? `${action}?${query}` : action);
  };
  const onSubmit = handleSubmit(
    (filter) => go(serializeSearchQuery(filter)),
    () => go(rawQuery(filterFormInput(getValues(), resetPlace))),
  );

  const lang = locale;

  return (
    <form method="get" action={action} onSubmit={onSubmit} className={`${styles.form} ${variant === 'page' ? styles.compact : ''}`} data-testid="search-form" noValidate>
      {variant === 'page' && (
        <div className={styles.grid3}>
          <label className={styles.field}>
            <span>{t('filters.category')}</span>
            <select {...register('tag1')} defaultValue={initial.tag1 ?? ''}>
              <option value="">{t('filters.allCategories')}</option>
              {SEARCH_CATEGORIES.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name[lang]}
                </option>
              ))}
            </select>
          </label>
          <PlaceSelect
            control={control}
            empty={{ province: t('filters.allProvinces'), city: t('filters.allCities'), district: t('filters.allDistricts') }}
            render={(part, select) => (
              <label className={styles.field}>
                <span>{t(`filters.${part}`)}</span>
                <select {...select} />
              </label>
            )}
          />
        </div>
      )}

      <div className={styles.grid2}>
        <label className={styles.field}>
          <span>{t('filters.title')}</span>
          <input type="search" {...register('title')} defaultValue={initial.title ?? ''} maxLength={100} autoComplete="off" />
        </label>
        <label className={styles.field}>
          <span>{t('filters.phone')}</span>
          <input type="tel" {...register('phone')} defaultValue={initial.phone ?? ''} maxLength={32} autoComplete="off" />
        </label>
      </div>

      <fieldset className={styles.group}>
        <div className={styles.grid2}>
          {PRICE_KEYS.map((k, i) => (
            <div key={k} className={styles.range}>
              <label className={styles.switchRow}>
                <input type="checkbox" role="switch" className={styles.switch} {...register(`switch_${k}`)} defaultChecked={switchesOn[k]} data-testid={`price-switch-${k}`} />
                <span>{t(`filters.${k}`)}</span>
              </label>
              <RangeInputs rangeKey={k} initial={initial} register={register} disabled={!switches[i]} />
            </div>
          ))}
        </div>
      </fieldset>

      <div className={styles.grid2}>
        {BODY_KEYS.map((k) => (
          <div key={k} className={styles.range}>
            <span className={styles.rangeLabel}>{t(`filters.${k}`)}</span>
            <RangeInputs rangeKey={k} initial={initial} register={register} />
          </div>
        ))}
      </div>

      <div className={styles.grid2}>
        <label className={styles.field}>
          <span>{t('filters.outcalls')}</span>
          <select {...register('outcalls')} defaultValue={initial.outcalls ? String(initial.outcalls) : ''}>
            <option value="">{t('filters.any')}</option>
            {OUTCALLS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.name[lang]}
              </option>
            ))}
          </select>
        </label>
        {variant === 'page' && (
          <div className={styles.field}>
            <span>{t('filters.workingHours')}</span>
            <div className={styles.pair}>
              <HourSelect field={register('working_hours_from')} label={t('filters.from')} value={initial.working_hours_from} />
              <HourSelect field={register('working_hours_to')} label={t('filters.to')} value={initial.working_hours_to} />
            </div>
          </div>
        )}
      </div>

      {variant === 'page' && (
        <fieldset className={styles.group}>
          <legend>{t('filters.languages')}</legend>
          <CheckboxChips
            field={register('language')}
            size="small"
            options={LANGUAGES.map((l) => ({ value: l.code, label: l.name[lang], checked: initial.language?.includes(l.code) }))}
          />
        </fieldset>
      )}

      <fieldset className={styles.group}>
        <legend>{t('filters.services')}</legend>
        <CheckboxChips
          field={register('service')}
          size="small"
          className={styles.scroll}
          options={SERVICES.map((s) => ({ value: s.slug, label: s.name[lang], checked: initial.service?.includes(s.slug) }))}
        />
      </fieldset>

      <div className={styles.footer}>
        <label className={styles.switchRow}>
          <input type="checkbox" role="switch" className={styles.switch} {...register('verified')} value="true" defaultChecked={initial.verified === true} />
          <span>{t('filters.verified')}</span>
        </label>
        <div className={styles.actions}>
          {variant === 'page' && (
            <a href={action} className={styles.secondary}>
              {t('filters.clear')}
            </a>
          )}
          <button type="submit" className={styles.submit} data-testid="search-submit">
            {t('filters.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}

interface RangeProps {
  rangeKey: keyof typeof RANGES;
  initial: SearchFilter;
  register: UseFormRegister<FilterFormValues>;
  disabled?: boolean;
}

function RangeInputs({ rangeKey, initial, register, disabled }: RangeProps) {
  const { t } = useTranslation(SEARCH);
  const { min, max } = RANGES[rangeKey];
  const from = initial[`${rangeKey}_from`] ?? min;
  const to = initial[`${rangeKey}_to`] ?? max;
  return (
    <div className={styles.pair}>
      {(['from', 'to'] as const).map((end) => (
        <label key={end} className={styles.mini}>
          <span>{t(`filters.${end}`)}</span>
          <input type="number" {...register(`${rangeKey}_${end}`)} min={min} max={max} defaultValue={end === 'from' ? from : to} disabled={disabled} inputMode="numeric" />
        </label>
      ))}
    </div>
  );
}

function HourSelect({ field, label, value }: { field: ReturnType<UseFormRegister<FilterFormValues>>; label: string; value?: number }) {
  const hours = Array.from({ length: WORKING_HOURS.max - WORKING_HOURS.min + 1 }, (_, i) => WORKING_HOURS.min + i);
  return (
    <label className={styles.mini}>
      <span>{label}</span>
      <select {...field} defaultValue={value === undefined ? '' : String(value)}>
        <option value="">—</option>
        {hours.map((h) => (
          <option key={h} value={h}>
            {`${h}:00`}
          </option>
        ))}
      </select>
    </label>
  );
}
