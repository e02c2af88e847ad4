import {
  type CreateAdInput,
  LANGUAGES,
  OUTCALLS,
  RANGES,
  SEARCH_CATEGORIES,
  SERVICES,
  type AdFields,
  type CommandAccepted,
  type PhotoDto,
} from '@anonse/contracts/browser';
import { lazy, Suspense, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { Controller, get, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { CheckboxChips } from '#web/components/CheckboxChips';
import { FormError, SelectField, TextAreaField, TextField } from '#web/components/Field';
import { useContractResolver, errorOf, setApiErrors } from '#web/components/form';
import { PlaceSelect } from '#web/components/PlaceSelect';
import { useApi, useLocale } from '#web/lib/app-data';
import { adHref } from '#web/lib/ad-href';
import type { PlaceLists } from '#web/lib/towns';
import { useCreateAd } from '../api/create-ad';
import { ADS } from '../i18n';
import { EMPTY_AD_FORM, REQUIRED_AD_FIELDS, adFieldsToForm, adFormToInput, type AdFormValues } from '../lib/ad-form';
import styles from './CreateAdForm.module.css';

/**
 * The photos section (uploader, previews, the redaction editor's button and their texts) is a chunk of its own,
 * fetched as soon as the form is on screen: the first load of the ad forms stays within the signed-in budget
 * (docs/architecture.md § Islands), and the section shows a placeholder of its size for the moment it takes.
 */
const loadPhotoUploader = () => import('#web/features/media/components/PhotoUploader');
const PhotoUploader = lazy(() => loadPhotoUploader().then((m) => ({ default: m.PhotoUploader })));

const HOURS = Array.from({ length: 25 }, (_, i) => i);
/** Fields that show their own errors; the API's errors for others are listed above the form. */
const KNOWN = [
  'title',
  'description',
  'category',
  'province',
  'city',
  'district',
  'phone',
  'age',
  'weight',
  'height',
  'breast',
  'languages',
  'outcalls',
  'services',
  'workingHours.from',
  'workingHours.to',
  'prices.hour',
  'prices.halfHour',
  'prices.quarterHour',
  'prices.night',
];

/** The add-ad page: the form, then the "waiting for approval" confirmation. `maxPhotos`: MAX_PHOTOS_PER_AD. */
export function CreateAdForm({ maxPhotos }: { maxPhotos: number }) {
  const { t } = useTranslation(ADS);
  const locale = useLocale();
  const api = useApi();
  const mutation = useCreateAd(api);
  const [created, setCreated] = useState<{ accepted: CommandAccepted; title: string } | null>(null);

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

  return (
    <div className={styles.wrap}>
      <h1 className={styles.h1}>{t('addAd.title')}</h1>
      <p className={styles.intro}>{t('addAd.intro')}</p>
      <AdForm
        maxPhotos={maxPhotos}
        pending={mutation.isPending}
        submitLabel={t('addAd.submit')}
        submittingLabel={t('addAd.submitting')}
        onSubmit={async (input) => {
          setCreated({ accepted: await mutation.mutateAsync(input), title: input.title });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}

interface AdFormProps {
  /** The values to start from (an edit); a new ad starts empty. */
  initial?: AdFields;
  /** Sends the checked input; a thrown API error is shown on the form (field errors on their fields). */
  onSubmit: (input: CreateAdInput) => Promise<void>;
  pending: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** Prefix of the test ids (`{prefix}-form`, `{prefix}-submit`, …). */
  testId?: string;
  /** Shown next to the submit button (e.g. a cancel link). */
  secondaryAction?: ReactNode;
  /** The owner's photos (GET /api/media/photos), so an edit shows the ad's photos with their state. */
  photos?: PhotoDto[];
  /** Photos one ad may show, as the server is configured (GET /api/user/ads/limits). */
  maxPhotos: number;
  /** The place lists of `initial`'s province and city (an edit), shown before the town list has loaded. */
  places?: PlaceLists;
}

/**
 * The whole ad as a form (docs/product.md § 4: province → city → district), validated by the contracts schema, then by
 * the API: adding an ad and editing one. The edit form starts from the ad's values, photos included.
 */
export function AdForm({
  initial,
  onSubmit: send,
  pending,
  submitLabel,
  submittingLabel,
  testId = 'add-ad',
  secondaryAction,
  photos = [],
  maxPhotos,
  places,
}: AdFormProps) {
  const { t } = useTranslation(ADS);
  const locale = useLocale();
  const defaults = useMemo(() => (initial ? adFieldsToForm(initial) : EMPTY_AD_FORM), [initial]);
  const { register, control, handleSubmit, setError, formState } = useForm<AdFormValues, unknown, CreateAdInput>({
    resolver: useContractResolver(() => import('@anonse/contracts').then((m) => m.CreateAdInput), locale, {
      toInput: adFormToInput,
      required: REQUIRED_AD_FIELDS,
      requiredMessage: t('form.required'),
    }),
    defaultValues: defaults,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const fixErrors = () => setError('root.server', { type: 'validation', message: t('addAd.fixErrors') });
  /** A registered input that also renders its starting value on the server (before the page hydrates). */
  const field = (name: FieldPath<AdFormValues>) => ({ ...register(name), defaultValue: String(get(defaults, name) ?? '') });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await send(input);
    } catch (err) {
      const unplaced = (others: [string, string[]][]) =>
        others
          .filter(([k]) => !k.startsWith('languages.') && !k.startsWith('services.'))
          .map(([k, v]) => `${k}: ${v.join(' ')}`)
          .join(' · ');
      if (setApiErrors(err, setError, KNOWN, t('form.failed'), unplaced)) fixErrors();
    }
  }, fixErrors);

  const err = (name: string) => errorOf(formState.errors, name);
  /** A number field bounded (and hinted) by the contracts' range `range`. */
  const rangeField = (
    label: string,
    name: keyof AdFormValues | `prices.${keyof AdFormValues['prices']}`,
    range: keyof typeof RANGES,
    extra: ComponentProps<'input'> = {},
  ) => (
    <TextField
      label={label}
      {...field(name)}
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
    <form method="post" className={styles.form} onSubmit={(e) => void onSubmit(e)} data-testid={`${testId}-form`} noValidate>
      {formState.errors.root?.server && <FormError>{formState.errors.root.server.message}</FormError>}
      {formState.errors.root?.fields && <FormError>{formState.errors.root.fields.message}</FormError>}

      <fieldset className={styles.section}>
        <legend>{t('addAd.basics')}</legend>
        <TextField label={t('addAd.adTitle')} {...field('title')} maxLength={100} required error={err('title')} />
        <SelectField label={t('addAd.category')} {...field('category')} required error={err('category')}>
          <option value="" disabled>
            {t('addAd.choose')}
          </option>
          {SEARCH_CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name[locale]}
            </option>
          ))}
        </SelectField>
        <TextAreaField label={t('addAd.description')} {...field('description')} maxLength={5000} required error={err('description')} />
        <TextField label={t('addAd.phone')} {...field('phone')} type="tel" autoComplete="tel" required error={err('phone')} />
      </fieldset>

      {/* The uploader titles itself ("Zdjęcia (0/12)", the server's limit): a legend here would say it twice. */}
      <div className={styles.section}>
        <Controller
          control={control}
          name="photos"
          render={({ field: photosField }) => (
            <Suspense fallback={<div className={styles.photosLoading} aria-busy="true" />}>
              <PhotoUploader value={photosField.value ?? []} onChange={photosField.onChange} initialPhotos={photos} max={maxPhotos} />
            </Suspense>
          )}
        />
        {err('photos') && <FormError>{err('photos')}</FormError>}
      </div>

      <fieldset className={styles.section}>
        <legend>{t('addAd.place')}</legend>
        <div className={styles.grid3}>
          <PlaceSelect
            control={control}
            initial={places}
            empty={{
              province: t('addAd.choose'),
              city: t('addAd.choose'),
              cityFirst: t('addAd.chooseProvinceFirst'),
              district: t('addAd.choose'),
            }}
            render={(part, select) => (
              <SelectField
                label={t(`addAd.${part}`)}
                {...select}
                required={part !== 'district'}
                error={err(part)}
                data-testid={`${testId}-${part}`}
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
          <CheckboxChips
            field={register('languages')}
            options={LANGUAGES.map((l) => ({ value: l.code, label: l.name[locale], checked: defaults.languages.includes(l.code) }))}
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('addAd.offer')}</legend>
        <div className={styles.grid3}>
          <SelectField label={t('addAd.outcalls')} {...field('outcalls')} required error={err('outcalls')}>
            <option value="" disabled>
              {t('addAd.choose')}
            </option>
            {OUTCALLS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.name[locale]}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('addAd.workingFrom')} {...field('workingHours.from')} error={err('workingHours.from')}>
            {HOURS.slice(0, 24).map((h) => (
              <option key={h} value={h}>{`${h}:00`}</option>
            ))}
          </SelectField>
          <SelectField label={t('addAd.workingTo')} {...field('workingHours.to')} error={err('workingHours.to')}>
            {HOURS.slice(1).map((h) => (
              <option key={h} value={h}>{`${h}:00`}</option>
            ))}
          </SelectField>
        </div>
        <div className={styles.group}>
          <span className={styles.groupLabel}>{t('addAd.services')}</span>
          <CheckboxChips
            field={register('services')}
            options={SERVICES.map((s) => ({ value: s.slug, label: s.name[locale], checked: defaults.services.includes(s.slug) }))}
            className={styles.scroll}
            data-testid={`${testId}-services`}
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
        {secondaryAction}
        <button
          type="submit"
          className={styles.submit}
          disabled={pending}
          aria-busy={pending || undefined}
          data-testid={`${testId}-submit`}
        >
          {pending ? submittingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
