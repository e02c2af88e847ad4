import {
  LANGUAGES,
  OUTCALLS,
  SEARCH_CATEGORIES,
  type SearchFilter,
  WORKING_HOURS,
  href,
  serializeSearchQuery,
  type RangeKey,
} from '@anonse/contracts/browser';
import { useId, useMemo } from 'react';
import { useController, useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '#web/i18n/use-translation';
import { useNavigate } from 'react-router';
import { CheckboxChips } from '#web/components/CheckboxChips';
import { useContractResolver, errorOf } from '#web/components/form';
import { PlaceSelect } from '#web/components/PlaceSelect';
// The search form keeps the towns with it: its server HTML (a GET form without JavaScript) lists the cities of the chosen province.
import * as towns from '@anonse/contracts/places';
import { useLocale } from '#web/lib/app-data';
import { SEARCH } from '../i18n';
import { BODY_KEYS, PRICE_KEYS, filterFormInput, formDefaults, formQuery, type FilterFormValues } from '../lib/filter-form';
import { useResultCount } from '../lib/use-result-count';
import { RangeField } from './RangeField';
import { ServicePicker } from './ServicePicker';
import styles from './SearchFilterForm.module.css';
import { island } from '#web/islands/island';

interface Props {
  initial: SearchFilter;
  /** 'dialog': docs/product.md § 2 search dialog fields; 'page': also place, category, words, languages and working hours. */
  variant: 'dialog' | 'page';
  /** Called with the new filter once Search was pressed and its values passed the schema. */
  onDone?: (filter: SearchFilter) => void;
  /** The number of ads of `initial` when the page already shows it (no call for the count until a value changes). */
  initialCount?: number;
}

/**
 * The search filter as a plain GET form to `/search/` (works without JavaScript); with JavaScript the values are
 * checked by the `SearchFilter` schema (a wrong value is shown at its field, in the page's language) and sent as the
 * canonical query string. The footer, with the number of ads the values find and the Search button, stays in sight
 * while the form scrolls (a phone's sheet, a long aside).
 */
export function SearchFilterForm({ initial, variant, onDone, initialCount }: Props) {
  const { t } = useTranslation(SEARCH);
  const locale = useLocale();
  const navigate = useNavigate();
  const resetPlace = variant === 'dialog';
  const defaults = useMemo(() => formDefaults(initial), [initial]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<FilterFormValues, unknown, SearchFilter>({
    resolver: useContractResolver(() => import('@anonse/contracts').then((m) => m.SearchFilter), locale, {
      toInput: (values: FilterFormValues) => filterFormInput(values, resetPlace),
    }),
    defaultValues: defaults,
    reValidateMode: 'onSubmit',
  });
  const values = useWatch({ control }) as FilterFormValues;
  const known = useMemo(
    () =>
      initialCount === undefined
        ? undefined
        : { query: serializeSearchQuery({ ...initial, page: undefined, cursor: undefined, per_page: undefined }), count: initialCount },
    [initial, initialCount],
  );
  const { count, loading } = useResultCount(
    useMemo(() => formQuery(values, resetPlace), [values, resetPlace]),
    known,
  );
  const action = href('search', locale);
  const onSubmit = handleSubmit((filter) => {
    onDone?.(filter);
    const query = serializeSearchQuery(filter);
    void navigate(query ? `${action}?${query}` : action);
  });
  const err = (name: string) => errorOf(errors, name);
  const rangeError = (k: RangeKey) => err(`${k}_from`) ?? err(`${k}_to`);

  return (
    <form
      method="get"
      action={action}
      onSubmit={(e) => void onSubmit(e)}
      className={`${styles.form} ${variant === 'page' ? styles.compact : ''}`}
      data-testid="search-form"
      noValidate
    >
      {variant === 'page' && (
        <div className={styles.grid3}>
          <label className={styles.field}>
            <span>{t('filters.category')}</span>
            <select {...register('tag1')} defaultValue={defaults.tag1 as string}>
              <option value="">{t('filters.allCategories')}</option>
              {SEARCH_CATEGORIES.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name[locale]}
                </option>
              ))}
            </select>
          </label>
          <PlaceSelect
            control={control}
            towns={towns}
            empty={{ province: t('filters.allProvinces'), city: t('filters.allCities'), district: t('filters.allDistricts') }}
            render={(part, select) => (
              <label className={styles.field}>
                <span>{t(`filters.${part}`)}</span>
                <select {...select} />
                <FieldError message={err(part)} />
              </label>
            )}
          />
          <label className={styles.field}>
            <span>{t('filters.q')}</span>
            <input type="search" {...register('q')} defaultValue={defaults.q as string} maxLength={100} autoComplete="off" />
            <FieldError message={err('q')} />
          </label>
        </div>
      )}

      <div className={styles.grid2}>
        <label className={styles.field}>
          <span>{t('filters.title')}</span>
          <input type="search" {...register('title')} defaultValue={defaults.title as string} maxLength={100} autoComplete="off" />
          <FieldError message={err('title')} />
        </label>
        <label className={styles.field}>
          <span>{t('filters.phone')}</span>
          <input type="tel" {...register('phone')} defaultValue={defaults.phone as string} maxLength={32} autoComplete="off" />
          <FieldError message={err('phone')} />
        </label>
      </div>

      <fieldset className={styles.group}>
        <legend>{t('filters.prices')}</legend>
        <div className={styles.grid2}>
          {PRICE_KEYS.map((k) => (
            // The range shows while its switch is on (CSS :has, so the server's HTML and a page without JavaScript agree).
            <div
              key={k}
              className={`${styles.range} ${styles.priceRange}`}
              role="group"
              aria-label={t(`filters.${k}`)}
              data-testid={`price-${k}`}
            >
              <label className={styles.switchRow}>
                <input
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  {...register(`switch_${k}`)}
                  defaultChecked={defaults[`switch_${k}`] === true}
                  data-testid={`price-switch-${k}`}
                />
                <span>{t(`filters.${k}`)}</span>
              </label>
              <RangeField
                rangeKey={k}
                control={control}
                register={register}
                setValue={setValue}
                defaults={defaults}
                error={rangeError(k)}
              />
            </div>
          ))}
        </div>
      </fieldset>

      <div className={styles.grid2}>
        {BODY_KEYS.map((k) => (
          <BodyRange key={k} rangeKey={k} label={t(`filters.${k}`)}>
            <RangeField rangeKey={k} control={control} register={register} setValue={setValue} defaults={defaults} error={rangeError(k)} />
          </BodyRange>
        ))}
      </div>

      <div className={styles.grid2}>
        <label className={styles.field}>
          <span>{t('filters.outcalls')}</span>
          <select {...register('outcalls')} defaultValue={defaults.outcalls as string}>
            <option value="">{t('filters.any')}</option>
            {OUTCALLS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.name[locale]}
              </option>
            ))}
          </select>
        </label>
        {variant === 'page' && (
          <div className={styles.field} role="group" aria-label={t('filters.workingHours')}>
            <span>{t('filters.workingHours')}</span>
            <div className={styles.pair}>
              <HourSelect field={register('working_hours_from')} label={t('filters.from')} value={defaults.working_hours_from as string} />
              <HourSelect field={register('working_hours_to')} label={t('filters.to')} value={defaults.working_hours_to as string} />
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
            options={LANGUAGES.map((l) => ({ value: l.code, label: l.name[locale], checked: initial.language?.includes(l.code) }))}
          />
        </fieldset>
      )}

      <Services control={control} />

      {variant === 'page' && (
        // The order and "available now" are set by the results toolbar; a new filter keeps them.
        <>
          <input type="hidden" {...register('sort')} defaultValue={defaults.sort as string} />
          <input type="hidden" {...register('available_now')} defaultValue={defaults.available_now as string} />
        </>
      )}

      <div className={styles.footer} data-testid="search-footer">
        <label className={styles.switchRow}>
          <input
            type="checkbox"
            role="switch"
            className={styles.switch}
            {...register('verified')}
            value="true"
            defaultChecked={defaults.verified === true}
          />
          <span>{t('filters.verified')}</span>
        </label>
        <label className={styles.switchRow}>
          <input
            type="checkbox"
            role="switch"
            className={styles.switch}
            {...register('phone_verified')}
            value="true"
            defaultChecked={defaults.phone_verified === true}
            data-testid="filter-phone-verified"
          />
          <span>{t('filters.phone_verified')}</span>
        </label>
        <div className={styles.actions}>
          <span className={styles.count} aria-live="polite" aria-busy={loading} data-testid="search-count">
            {count === null ? (loading ? t('filters.counting') : '') : t('adCount', { count })}
          </span>
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

function BodyRange({ rangeKey, label, children }: { rangeKey: RangeKey; label: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <div className={styles.range} role="group" aria-labelledby={id} data-testid={`range-${rangeKey}`}>
      <span id={id} className={styles.rangeLabel}>
        {label}
      </span>
      {children}
    </div>
  );
}

function Services({ control }: { control: Control<FilterFormValues, unknown, SearchFilter> }) {
  const { field } = useController({ control, name: 'service' });
  return <ServicePicker name="service" value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} />;
}

function FieldError({ message }: { message?: string }) {
  return message ? (
    <span className={styles.error} role="alert">
      {message}
    </span>
  ) : null;
}

function HourSelect({ field, label, value }: { field: ReturnType<UseFormRegister<FilterFormValues>>; label: string; value: string }) {
  const hours = Array.from({ length: WORKING_HOURS.max - WORKING_HOURS.min + 1 }, (_, i) => WORKING_HOURS.min + i);
  return (
    <label className={styles.mini}>
      <span>{label}</span>
      <select {...field} defaultValue={value}>
        <option value="">—</option>
        {/* Strings, as the DOM has them: Preact's compatibility layer (islands) picks the option with `==`, and '' == 0. */}
        {hours.map((h) => (
          <option key={h} value={String(h)}>
            {`${h}:00`}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The search page's form on a page without the application: a GET form until the visitor comes to it (its code,
 * with the town list for the place selects, is most of a search page's weight), then the live count and the selects
 * that follow each other.
 */
export const SearchFilterFormIsland = island('search-filter-form', SearchFilterForm, 'interaction');
