import {
  CreateAdInput,
  LANGUAGES,
  OUTCALLS,
  PROVINCES,
  RANGES,
  SEARCH_CATEGORIES,
  SERVICES,
  fieldErrors,
  safeParseLocalized,
  type CommandAccepted,
} from '@anonse/contracts';
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxChips } from '../../../components/CheckboxChips';
import { FormError, SelectField, TextAreaField, TextField } from '../../../components/Field';
import { useApiForm } from '../../../components/useApiForm';
import { usePlaceSelection } from '../../../components/usePlaceSelection';
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
  const { province, selectProvince, city, setCity, cities, districts } = usePlaceSelection();
  const { errors, setErrors, general, setGeneral, showApiError } = useApiForm();
  const [created, setCreated] = useState<{ accepted: CommandAccepted; title: string } | null>(null);

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
        if (showApiError(err, normalizeErrorKeys)) setGeneral(t('addAd.fixErrors'));
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
  /** A number field bounded (and hinted) by the contracts' range `range`. */
  const rangeField = (label: string, name: string, range: keyof typeof RANGES, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="numeric"
      min={RANGES[range].min}
      max={RANGES[range].max}
      {...extra}
      hint={t('addAd.range', RANGES[range])}
      error={err(name)}
    />
  );
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
              onChange={(e) => selectProvince(e.target.value)}
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
            {rangeField(t('addAd.age'), 'age', 'age', { required: true })}
            {rangeField(t('addAd.weight'), 'weight', 'weight')}
            {rangeField(t('addAd.height'), 'height', 'height')}
            {rangeField(t('addAd.breast'), 'breast', 'breast')}
          </div>
          <div className={styles.group}>
            <span className={styles.groupLabel}>{t('addAd.languages')}</span>
            <CheckboxChips name="languages" options={LANGUAGES.map((l) => ({ value: l.code, label: l.name[locale] }))} />
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
            <CheckboxChips
              name="services"
              options={SERVICES.map((s) => ({ value: s.slug, label: s.name[locale] }))}
              className={styles.scroll}
              data-testid="add-ad-services"
            />
            {err('services') && <span className={styles.groupError}>{err('services')!.join(' ')}</span>}
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('addAd.pricesSection')}</legend>
          <div className={styles.grid4}>
            {rangeField(t('addAd.hour'), 'prices.hour', 'hour_price')}
            {rangeField(t('addAd.halfHour'), 'prices.halfHour', 'half_hour_price')}
            {rangeField(t('addAd.quarterHour'), 'prices.quarterHour', 'quarter_hour_price')}
            {rangeField(t('addAd.night'), 'prices.night', 'night_price')}
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
