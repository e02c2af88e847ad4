import {
  CreateAdInput,
  LANGUAGES,
  OUTCALLS,
  RANGES,
  SEARCH_CATEGORIES,
  SERVICES,
  type CommandAccepted,
} from '@anonse/contracts';
import { useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxChips } from '../../../components/CheckboxChips';
import { FormError, SelectField, TextAreaField, TextField } from '../../../components/Field';
import { contractResolver, errorOf, setApiErrors } from '../../../components/form';
import { PlaceSelect } from '../../../components/PlaceSelect';
import { useApi, useLocale } from '../../../lib/app-data';
import { adHref } from '../../../lib/place-names';
import { useCreateAd } from '../api/create-ad';
import { ADS } from '../i18n';
import { REQUIRED_AD_FIELDS, adFormToInput, type AdFormValues } from '../lib/ad-form';
import styles from './CreateAdForm.module.css';

const HOURS = Array.from({ length: 25 }, (_, i) => i);
/** Fields that show their own errors; the API's errors for others are listed above the form. */
const KNOWN = [
  'title', 'description', 'category', 'province', 'city', 'district', 'phone', 'age', 'weight', 'height', 'breast',
  'languages', 'outcalls', 'services', 'workingHours.from', 'workingHours.to', 'prices.hour', 'prices.halfHour', 'prices.quarterHour', 'prices.night',
];

/** The full CreateAd form (spec § 4: province → city → district), validated by the contracts schema then the API. */
export function CreateAdForm() {
  const { t } = useTranslation(ADS);
  const locale = useLocale();
  const api = useApi();
  const mutation = useCreateAd(api);
  const { register, control, handleSubmit, setError, formState } = useForm<AdFormValues, unknown, CreateAdInput>({
    resolver: contractResolver(CreateAdInput, locale, { toInput: adFormToInput, required: REQUIRED_AD_FIELDS, requiredMessage: t('form.required') }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [created, setCreated] = useState<{ accepted: CommandAccepted; title: string } | null>(null);
  const fixErrors = () => setError('root.server', { type: 'validation', message: t('addAd.fixErrors') });

  const onSubmit = handleSubmit(async (input) => {
    try {
      setCreated({ accepted: await mutation.mutateAsync(input), title: input.title });
      window.scrollTo({ top: 0 });
    } catch (err) {
      const unplaced = (others: [string, string[]][]) =>
        others
          .filter(([k]) => !k.startsWith('languages.') && !k.startsWith('services.'))
          .map(([k, v]) => `${k}: ${v.join(' ')}`)
          .join(' · ');
      if (setApiErrors(err, setError, KNOWN, t('form.failed'), unplaced)) fixErrors();
    }
  }, fixErrors);

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

  const err = (name: string) => errorOf(formState.errors, name);
  /** A number field bounded (and hinted) by the contracts' range `range`. */
  const rangeField = (label: string, name: keyof AdFormValues | `prices.${keyof AdFormValues['prices']}`, range: keyof typeof RANGES, extra: ComponentProps<'input'> = {}) => (
    <TextField
      label={label}
      {...register(name)}
      type="number"
      inputMode="numeric"
      min={RANGES[range].min}
      max={RANGES[range].max}
      {...extra}
      hint={t('addAd.range', RANGES[range])}
      error={err(name)}
    />
  );

  return (
    <div className={styles.wrap}>
      <h1 className={styles.h1}>{t('addAd.title')}</h1>
      <p className={styles.intro}>{t('addAd.intro')}</p>
      <form method="post" className={styles.form} onSubmit={onSubmit} data-testid="add-ad-form" noValidate>
        {formState.errors.root?.server && <FormError>{formState.errors.root.server.message}</FormError>}
        {formState.errors.root?.fields && <FormError>{formState.errors.root.fields.message}</FormError>}

        <fieldset className={styles.section}>
          <legend>{t('addAd.basics')}</legend>
          <TextField label={t('addAd.adTitle')} {...register('title')} maxLength={100} required error={err('title')} />
          <SelectField label={t('addAd.category')} {...register('category')} required defaultValue="" error={err('category')}>
            <option value="" disabled>
              {t('addAd.choose')}
            </option>
            {SEARCH_CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name[locale]}
              </option>
            ))}
          </SelectField>
          <TextAreaField label={t('addAd.description')} {...register('description')} maxLength={5000} required error={err('description')} />
          <TextField label={t('addAd.phone')} {...register('phone')} type="tel" autoComplete="tel" required error={err('phone')} />
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('addAd.place')}</legend>
          <div className={styles.grid3}>
            <PlaceSelect
              control={control}
              empty={{ province: t('addAd.choose'), city: t('addAd.choose'), cityFirst: t('addAd.chooseProvinceFirst'), district: t('addAd.choose') }}
              render={(part, select) => (
                <SelectField
                  label={t(`addAd.${part}`)}
                  {...select}
                  required={part !== 'district'}
                  error={err(part)}
                  data-testid={`add-ad-${part}`}
                />
              )}
            />
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
            <CheckboxChips field={register('languages')} options={LANGUAGES.map((l) => ({ value: l.code, label: l.name[locale] }))} />
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('addAd.offer')}</legend>
          <div className={styles.grid3}>
            <SelectField label={t('addAd.outcalls')} {...register('outcalls')} defaultValue="" required error={err('outcalls')}>
              <option value="" disabled>
                {t('addAd.choose')}
              </option>
              {OUTCALLS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.name[locale]}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('addAd.workingFrom')} {...register('workingHours.from')} defaultValue="10" error={err('workingHours.from')}>
              {HOURS.slice(0, 24).map((h) => (
                <option key={h} value={h}>{`${h}:00`}</option>
              ))}
            </SelectField>
            <SelectField label={t('addAd.workingTo')} {...register('workingHours.to')} defaultValue="22" error={err('workingHours.to')}>
              {HOURS.slice(1).map((h) => (
                <option key={h} value={h}>{`${h}:00`}</option>
              ))}
            </SelectField>
          </div>
          <div className={styles.group}>
            <span className={styles.groupLabel}>{t('addAd.services')}</span>
            <CheckboxChips
              field={register('services')}
              options={SERVICES.map((s) => ({ value: s.slug, label: s.name[locale] }))}
              className={styles.scroll}
              data-testid="add-ad-services"
            />
            {err('services') && <span className={styles.groupError}>{err('services')}</span>}
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
