import { WEEKDAYS, type PhotoDto } from '@anonse/contracts/browser';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Form, Link, useNavigation } from 'react-router';
import { FormError, SelectField, TextAreaField, TextField } from '#web/components/Field';
import { PhotoUploader } from '#web/features/media/components/PhotoUploader';
import { SALONS } from '../i18n';
import type { SalonFormValues } from '../lib/salon-form';
import styles from './Salons.module.css';

export interface SalonFormProps {
  mode: 'create' | 'edit';
  values: SalonFormValues;
  /** Field errors keyed by dot path, as the API sent them (already in the page's language). */
  errors?: Record<string, string[]>;
  formError?: string | null;
  /** The double-submit token the action sends on (the page works without JavaScript). */
  csrf: string;
  /** The revision the edit is based on (If-Match). */
  revision?: number;
  /** Town names offered while typing. */
  cityOptions: string[];
  /** Districts of the towns that have them. */
  districts: { city: string; cityName: string; items: { slug: string; name: string }[] }[];
  /** The owner's ads to link as masseuses. */
  ads: { id: string; title: string }[];
  photos: PhotoDto[];
  maxPhotos: number;
  cancelHref: string;
}

/**
 * The salon as a plain form posted to the page's action: it works without JavaScript (photos then wait, since
 * uploading needs the script); with it, React Router posts the same form without a reload.
 */
export function SalonForm({
  mode,
  values,
  errors = {},
  formError,
  csrf,
  revision,
  cityOptions,
  districts,
  ads,
  photos,
  maxPhotos,
  cancelHref,
}: SalonFormProps) {
  const { t } = useTranslation(SALONS);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [photoIds, setPhotoIds] = useState(values.photos);
  const err = (name: string) => (errors[name] ? [...new Set(errors[name])].join(' ') : undefined);
  const dayError = (i: number) =>
    [errors[`hours.${i}.open`], errors[`hours.${i}.close`], errors[`hours.${i}`]].flat().filter(Boolean).join(' ');
  return (
    <Form method="post" className={styles.form} data-testid="salon-form" noValidate aria-busy={busy}>
      <h1>{mode === 'create' ? t('salons.form.createTitle') : t('salons.form.editTitle')}</h1>
      <p className={styles.intro}>{t('salons.form.intro')}</p>
      {formError && <FormError>{formError}</FormError>}
      <input type="hidden" name="_csrf" value={csrf} />
      {revision !== undefined && <input type="hidden" name="revision" value={revision} />}

      <fieldset className={styles.fieldset}>
        <TextField
          label={t('salons.form.name')}
          name="name"
          defaultValue={values.name}
          required
          maxLength={100}
          error={err('name')}
          data-testid="salon-name-input"
        />
        <TextField
          label={t('salons.form.city')}
          name="city"
          defaultValue={values.city}
          required
          list="salon-city-options"
          autoComplete="off"
          hint={t('salons.form.cityHint')}
          error={err('city')}
          data-testid="salon-city-input"
        />
        <datalist id="salon-city-options">
          {cityOptions.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <SelectField label={t('salons.form.district')} name="district" defaultValue={values.district} error={err('district')}>
          <option value="">{t('salons.form.noDistrict')}</option>
          {districts.map((group) => (
            <optgroup key={group.city} label={group.cityName}>
              {group.items.map((d) => (
                <option key={d.slug} value={d.slug}>
                  {d.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <TextField
          label={t('salons.form.street')}
          name="street"
          defaultValue={values.street}
          required
          maxLength={120}
          error={err('street')}
          data-testid="salon-street-input"
        />
        <label className={styles.check}>
          <input type="checkbox" name="showAddress" defaultChecked={values.showAddress} /> {t('salons.form.showAddress')}
        </label>
        <TextField
          label={t('salons.form.phone')}
          name="phone"
          type="tel"
          defaultValue={values.phone}
          required
          error={err('phone')}
          data-testid="salon-phone-input"
        />
        <TextAreaField
          label={t('salons.form.description')}
          name="description"
          defaultValue={values.description}
          required
          rows={6}
          maxLength={3000}
          error={err('description')}
          data-testid="salon-description-input"
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('salons.form.hours')}</legend>
        {err('hours') && <p className={styles.dayError}>{err('hours')}</p>}
        {WEEKDAYS.map((day, i) => (
          <div key={day} className={styles.dayRow}>
            <span>{t(`salons.days.${day}`)}</span>
            <input
              type="time"
              name={`hours.${i}.open`}
              defaultValue={values.hours[i]?.open}
              aria-label={`${t(`salons.days.${day}`)} — ${t('salons.form.open')}`}
            />
            <input
              type="time"
              name={`hours.${i}.close`}
              defaultValue={values.hours[i]?.close}
              aria-label={`${t(`salons.days.${day}`)} — ${t('salons.form.close')}`}
            />
            <label className={styles.check}>
              <input type="checkbox" name={`hours.${i}.closed`} defaultChecked={values.hours[i]?.closed} /> {t('salons.form.closedDay')}
            </label>
            {dayError(i) && (
              <span className={styles.dayError} role="alert" data-testid="field-error">
                {dayError(i)}
              </span>
            )}
          </div>
        ))}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('salons.form.photos')}</legend>
        <noscript>
          <p className={styles.meta}>{t('salons.form.photosHint')}</p>
        </noscript>
        <PhotoUploader
          value={photoIds}
          onChange={setPhotoIds}
          initialPhotos={photos.filter((p) => values.photos.includes(p.id))}
          max={maxPhotos}
        />
        {photoIds.map((id) => (
          <input key={id} type="hidden" name="photos" value={id} />
        ))}
        {err('photos') && <FormError>{err('photos')}</FormError>}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('salons.form.masseuses')}</legend>
        <p className={styles.meta}>{t('salons.form.masseusesHint')}</p>
        {ads.length === 0 && <p className={styles.meta}>{t('salons.form.noAds')}</p>}
        {ads.map((ad) => (
          <label key={ad.id} className={styles.check}>
            <input type="checkbox" name="masseuseAdIds" value={ad.id} defaultChecked={values.masseuseAdIds.includes(ad.id)} /> {ad.title}
          </label>
        ))}
        {err('masseuseAdIds') && <FormError>{err('masseuseAdIds')}</FormError>}
      </fieldset>

      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={busy} data-testid="salon-submit">
          {busy ? t('salons.form.submitting') : mode === 'create' ? t('salons.form.submitCreate') : t('salons.form.submitEdit')}
        </button>
        <Link to={cancelHref}>{t('salons.form.cancel')}</Link>
      </div>
    </Form>
  );
}
