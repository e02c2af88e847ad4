import {
  CreateAdInput,
  LANGUAGES,
  OUTCALLS,
  PROVINCES,
  RANGES,
  SEARCH_CATEGORIES,
  SERVICES,
  citiesOfProvince,
  districtsOfCity,
  fieldErrors,
  safeParseLocalized,
  type CommandAccepted,
} from '@anonse/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError, SelectField, TextAreaField, TextField } from '../../../components/Field';
import { ApiRequestError } from '../../../lib/api';
import { useApi, useLocale } from '../../../lib/app-data';
import { useCreateAd } from '../api/create-ad';
import { adFormToInput, normalizeErrorKeys, polishErrors } from '../lib/ad-form';
import { adHref } from '../lib/labels';
import styles from './CreateAdForm.module.css';

const HOURS = Array.from({ length: 25 }, (_, i) => i);

/** The full CreateAd form (spec § 4: province → city → district), validated by the contracts schema then the API. */
export function CreateAdForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const api = useApi();
  const mutation = useCreateAd(api);
  const [province, setProvince] = useState('');
  const [city, setCity] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [created, setCreated] = useState<{ accepted: CommandAccepted; title: string } | null>(null);

  const cities = province ? citiesOfProvince(province) : [];
  const districts = city ? districtsOfCity(city) : [];

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setGeneral(null);
    const input = adFormToInput(new FormData(e.currentTarget));
    const parsed = safeParseLocalized(CreateAdInput, input, locale);
    if (!parsed.success) {
      setErrors(polishErrors(input, fieldErrors(parsed.error, locale), t('auth.required')));
      setGeneral(t('addAd.fixErrors'));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: (accepted) => {
        setCreated({ accepted, title: parsed.data.title });
        window.scrollTo({ top: 0 });
      },
      onError: (err) => {
        if (err instanceof ApiRequestError && Object.keys(err.fieldErrors).length) {
          setErrors(normalizeErrorKeys(err.fieldErrors));
          setGeneral(t('addAd.fixErrors'));
        } else setGeneral(err instanceof ApiRequestError ? err.message : t('auth.failed'));
      },
    });
  };

  if (created)
    return (
      <section className={styles.success} data-testid="add-ad-success">
        <div className={styles.successIcon} aria-hidden="true">
          ✓
        </div>
        <h1>{t('addAd.success')}</h1>
        <p>{t('addAd.successText')}</p>
        <div className={styles.successActions}>
          <Link to={adHref({ id: created.accepted.id, title: created.title }, locale)} className={styles.submit} data-testid="add-ad-view">
            {t('addAd.view')}
          </Link>
          <button type="button" className={styles.secondary} onClick={() => setCreated(null)}>
            {t('addAd.another')}
          </button>
        </div>
      </section>
    );

  const err = (k: string) => errors[k];
  const rangeHint = (k: keyof typeof RANGES) => t('addAd.range', RANGES[k]);
  const known = new Set([
    'title', 'description', 'category', 'province', 'city', 'district', 'phone', 'age', 'weight', 'height', 'breast',
    'languages', 'outcalls', 'services', 'workingHours.from', 'workingHours.to', 'prices.hour', 'prices.halfHour', 'prices.quarterHour', 'prices.night',
  ]);
  const unplaced = Object.entries(errors).filter(([k]) => !known.has(k) && !k.startsWith('languages.') && !k.startsWith('services.'));

  return (
    <div className={styles.wrap}>
      <h1 className={styles.h1}>{t('addAd.title')}</h1>
      <p className={styles.intro}>{t('addAd.intro')}</p>
      <form method="post" className={styles.form} onSubmit={onSubmit} data-testid="add-ad-form" noValidate>
        {general && <FormError>{general}</FormError>}
        {unplaced.length > 0 && <FormError>{unplaced.map(([k, v]) => `${k}: ${v.join(' ')}`).join(' · ')}</FormError>}

        <fieldset className={styles.section}>
          <legend>{t('addAd.basics')}</legend>
          <TextField label={t('addAd.adTitle')} name="title" maxLength={100} required error={err('title')} />
          <SelectField label={t('addAd.category')} name="category" required defaultValue="" error={err('category')}>
            <option value="" disabled>
              {t('addAd.choose')}
            </option>
            {SEARCH_CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name[locale]}
              </option>
            ))}
          </SelectField>
          <TextAreaField label={t('addAd.description')} name="description" maxLength={5000} required error={err('description')} />
          <TextField label={t('addAd.phone')} name="phone" type="tel" autoComplete="tel" required error={err('phone')} />
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('addAd.place')}</legend>
          <div className={styles.grid3}>
            <SelectField
              label={t('addAd.province')}
              name="province"
              value={province}
              onChange={(e) => {
                setProvince(e.target.value);
                setCity('');
              }}
              required
              error={err('province')}
              data-testid="add-ad-province"
            >
              <option value="">{t('addAd.choose')}</option>
              {PROVINCES.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('addAd.city')}
              name="city"
              value={city}
              onChange={(e) => setCity(e.target.value)}
              disabled={!province}
              required
              error={err('city')}
              data-testid="add-ad-city"
            >
              <option value="">{province ? t('addAd.choose') : t('addAd.chooseProvinceFirst')}</option>
              {cities.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            {districts.length > 0 && (
              <SelectField label={t('addAd.district')} name="district" defaultValue="" error={err('district')} data-testid="add-ad-district">
                <option value="">{t('addAd.choose')}</option>
                {districts.map((d) => (
                  <option key={d.slug} value={d.slug}>
                    {d.name}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('addAd.person')}</legend>
          <div className={styles.grid4}>
            <TextField label={t('addAd.age')} name="age" type="number" inputMode="numeric" min={RANGES.age.min} max={RANGES.age.max} required hint={rangeHint('age')} error={err('age')} />
            <TextField label={t('addAd.weight')} name="weight" type="number" inputMode="numeric" min={RANGES.weight.min} max={RANGES.weight.max} hint={rangeHint('weight')} error={err('weight')} />
            <TextField label={t('addAd.height')} name="height" type="number" inputMode="numeric" min={RANGES.height.min} max={RANGES.height.max} hint={rangeHint('height')} error={err('height')} />
            <TextField label={t('addAd.breast')} name="breast" type="number" inputMode="numeric" min={RANGES.breast.min} max={RANGES.breast.max} hint={rangeHint('breast')} error={err('breast')} />
          </div>
          <div className={styles.group}>
            <span className={styles.groupLabel}>{t('addAd.languages')}</span>
            <div className={styles.chips}>
              {LANGUAGES.map((l) => (
                <label key={l.code} className={styles.chip}>
                  <input type="checkbox" name="languages" value={l.code} />
                  <span>{l.name[locale]}</span>
                </label>
              ))}
            </div>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('addAd.offer')}</legend>
          <div className={styles.grid3}>
            <SelectField label={t('addAd.outcalls')} name="outcalls" defaultValue="" required error={err('outcalls')}>
              <option value="" disabled>
                {t('addAd.choose')}
              </option>
              {OUTCALLS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.name[locale]}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('addAd.workingFrom')} name="workingHours.from" defaultValue="10" error={err('workingHours.from')}>
              {HOURS.slice(0, 24).map((h) => (
                <option key={h} value={h}>{`${h}:00`}</option>
              ))}
            </SelectField>
            <SelectField label={t('addAd.workingTo')} name="workingHours.to" defaultValue="22" error={err('workingHours.to')}>
              {HOURS.slice(1).map((h) => (
                <option key={h} value={h}>{`${h}:00`}</option>
              ))}
            </SelectField>
          </div>
          <div className={styles.group}>
            <span className={styles.groupLabel}>{t('addAd.services')}</span>
            <div className={`${styles.chips} ${styles.scroll}`} data-testid="add-ad-services">
              {SERVICES.map((s) => (
                <label key={s.slug} className={styles.chip}>
                  <input type="checkbox" name="services" value={s.slug} />
                  <span>{s.name[locale]}</span>
                </label>
              ))}
            </div>
            {err('services') && <span className={styles.groupError}>{err('services')!.join(' ')}</span>}
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('addAd.pricesSection')}</legend>
          <div className={styles.grid4}>
            <TextField label={t('addAd.hour')} name="prices.hour" type="number" inputMode="numeric" min={RANGES.hour_price.min} max={RANGES.hour_price.max} hint={rangeHint('hour_price')} error={err('prices.hour')} />
            <TextField label={t('addAd.halfHour')} name="prices.halfHour" type="number" inputMode="numeric" min={RANGES.half_hour_price.min} max={RANGES.half_hour_price.max} hint={rangeHint('half_hour_price')} error={err('prices.halfHour')} />
            <TextField label={t('addAd.quarterHour')} name="prices.quarterHour" type="number" inputMode="numeric" min={RANGES.quarter_hour_price.min} max={RANGES.quarter_hour_price.max} hint={rangeHint('quarter_hour_price')} error={err('prices.quarterHour')} />
            <TextField label={t('addAd.night')} name="prices.night" type="number" inputMode="numeric" min={RANGES.night_price.min} max={RANGES.night_price.max} hint={rangeHint('night_price')} error={err('prices.night')} />
          </div>
        </fieldset>

        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={mutation.isPending} data-testid="add-ad-submit">
            {mutation.isPending ? t('addAd.submitting') : t('addAd.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
