import {
  LANGUAGES,
  OUTCALLS,
  PROVINCES,
  RANGES,
  SEARCH_CATEGORIES,
  SERVICES,
  WORKING_HOURS,
  href,
  type SearchFilter,
} from '@anonse/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CheckboxChips } from '../../../components/CheckboxChips';
import { usePlaceSelection } from '../../../components/usePlaceSelection';
import { useLocale } from '../../../lib/app-data';
import { BODY_KEYS, PRICE_KEYS, filterFormToQuery, initialPriceSwitches } from '../lib/filter-form';
import styles from './SearchFilterForm.module.css';

interface Props {
  initial: SearchFilter;
  /** 'dialog': spec § 2 search dialog fields; 'page': also place, category, languages and working hours. */
  variant: 'dialog' | 'page';
  onDone?: () => void;
}

/**
 * The search filter as a plain GET form to `/search/` (works without JavaScript); with JavaScript the
 * submitted values are normalised into the canonical query string first.
 */
export function SearchFilterForm({ initial, variant, onDone }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [switches, setSwitches] = useState(() => initialPriceSwitches(initial));
  const { province, selectProvince, city, setCity, cities, districts } = usePlaceSelection(initial.province, initial.city);
  const action = href('search', locale);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = filterFormToQuery(new FormData(event.currentTarget).entries(), variant === 'dialog');
    onDone?.();
    void navigate(query ? `${action}?${query}` : action);
  };

  const lang = locale;

  return (
    <form method="get" action={action} onSubmit={onSubmit} className={`${styles.form} ${variant === 'page' ? styles.compact : ''}`} data-testid="search-form" noValidate>
      {variant === 'page' && (
        <div className={styles.grid3}>
          <label className={styles.field}>
            <span>{t('filters.category')}</span>
            <select name="tag1" defaultValue={initial.tag1 ?? ''}>
              <option value="">{t('filters.allCategories')}</option>
              {SEARCH_CATEGORIES.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name[lang]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('filters.province')}</span>
            <select
              name="province"
              value={province}
              onChange={(e) => selectProvince(e.target.value)}
            >
              <option value="">{t('filters.allProvinces')}</option>
              {PROVINCES.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('filters.city')}</span>
            <select name="city" value={city} onChange={(e) => setCity(e.target.value)} disabled={!province}>
              <option value="">{t('filters.allCities')}</option>
              {cities.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          {districts.length > 0 && (
            <label className={styles.field}>
              <span>{t('filters.district')}</span>
              <select name="district" defaultValue={initial.district ?? ''}>
                <option value="">{t('filters.allDistricts')}</option>
                {districts.map((d) => (
                  <option key={d.slug} value={d.slug}>
                    {d.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}

      <div className={styles.grid2}>
        <label className={styles.field}>
          <span>{t('filters.title')}</span>
          <input type="search" name="title" defaultValue={initial.title ?? ''} maxLength={100} autoComplete="off" />
        </label>
        <label className={styles.field}>
          <span>{t('filters.phone')}</span>
          <input type="tel" name="phone" defaultValue={initial.phone ?? ''} maxLength={32} autoComplete="off" />
        </label>
      </div>

      <fieldset className={styles.group}>
        <div className={styles.grid2}>
          {PRICE_KEYS.map((k) => (
            <div key={k} className={styles.range}>
              <label className={styles.switchRow}>
                <input
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  name={`switch_${k}`}
                  checked={switches[k]}
                  onChange={(e) => setSwitches((s) => ({ ...s, [k]: e.target.checked }))}
                  data-testid={`price-switch-${k}`}
                />
                <span>{t(`filters.${k}`)}</span>
              </label>
              <RangeInputs rangeKey={k} initial={initial} disabled={!switches[k]} />
            </div>
          ))}
        </div>
      </fieldset>

      <div className={styles.grid2}>
        {BODY_KEYS.map((k) => (
          <div key={k} className={styles.range}>
            <span className={styles.rangeLabel}>{t(`filters.${k}`)}</span>
            <RangeInputs rangeKey={k} initial={initial} />
          </div>
        ))}
      </div>

      <div className={styles.grid2}>
        <label className={styles.field}>
          <span>{t('filters.outcalls')}</span>
          <select name="outcalls" defaultValue={initial.outcalls ? String(initial.outcalls) : ''}>
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
              <HourSelect name="working_hours_from" label={t('filters.from')} value={initial.working_hours_from} />
              <HourSelect name="working_hours_to" label={t('filters.to')} value={initial.working_hours_to} />
            </div>
          </div>
        )}
      </div>

      {variant === 'page' && (
        <fieldset className={styles.group}>
          <legend>{t('filters.languages')}</legend>
          <CheckboxChips
            name="language"
            size="small"
            options={LANGUAGES.map((l) => ({ value: l.code, label: l.name[lang], checked: initial.language?.includes(l.code) }))}
          />
        </fieldset>
      )}

      <fieldset className={styles.group}>
        <legend>{t('filters.services')}</legend>
        <CheckboxChips
          name="service"
          size="small"
          className={styles.scroll}
          options={SERVICES.map((s) => ({ value: s.slug, label: s.name[lang], checked: initial.service?.includes(s.slug) }))}
        />
      </fieldset>

      <div className={styles.footer}>
        <label className={styles.switchRow}>
          <input
            type="checkbox"
            role="switch"
            className={styles.switch}
            name="verified"
            value="true"
            defaultChecked={initial.verified === true}
          />
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

function RangeInputs({ rangeKey, initial, disabled }: { rangeKey: keyof typeof RANGES; initial: SearchFilter; disabled?: boolean }) {
  const { t } = useTranslation();
  const { min, max } = RANGES[rangeKey];
  const from = initial[`${rangeKey}_from`] ?? min;
  const to = initial[`${rangeKey}_to`] ?? max;
  return (
    <div className={styles.pair}>
      {(['from', 'to'] as const).map((end) => (
        <label key={end} className={styles.mini}>
          <span>{t(`filters.${end}`)}</span>
          <input type="number" name={`${rangeKey}_${end}`} min={min} max={max} defaultValue={end === 'from' ? from : to} disabled={disabled} inputMode="numeric" />
        </label>
      ))}
    </div>
  );
}

function HourSelect({ name, label, value }: { name: string; label: string; value?: number }) {
  const hours = Array.from({ length: WORKING_HOURS.max - WORKING_HOURS.min + 1 }, (_, i) => WORKING_HOURS.min + i);
  return (
    <label className={styles.mini}>
      <span>{label}</span>
      <select name={name} defaultValue={value === undefined ? '' : String(value)}>
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
