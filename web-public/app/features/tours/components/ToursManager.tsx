import {
  addDays,
  type AnnounceTourInput,
  isCalendarDate,
  TOUR_MAX_DAYS,
  TOUR_MAX_LEAD_DAYS,
  type AdTour,
  type OwnerAdTours,
} from '@anonse/contracts/browser';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/i18n/use-translation';
import { Button } from '#web/components/Button';
import { FormError, SelectField, TextField } from '#web/components/Field';
import { useContractResolver, errorOf, setApiErrors } from '#web/components/form';
import { PlaceSelect } from '#web/components/PlaceSelect';
import { useApi, useLocale } from '#web/lib/app-data';
import { formatDays } from '#web/lib/calendar-date';
import { describeWriteError } from '#web/lib/owner-writes';
import { useTowns } from '#web/lib/towns';
import { useAnnounceTour, useCancelTour } from '../api/tour-actions';
import { TOURS } from '../i18n';
import styles from './Tours.module.css';

interface FormValues {
  province: string;
  city: string;
  district: string;
  startsOn: string;
  endsOn: string;
}

const FIELDS = ['city', 'startsOn', 'endsOn'] as const;
const GROUPS = ['current', 'upcoming', 'past'] as const;
const groupOf = (tour: AdTour): (typeof GROUPS)[number] =>
  tour.state === 'current' ? 'current' : tour.state === 'upcoming' ? 'upcoming' : 'past';
const TONE: Record<AdTour['state'], string | undefined> = {
  current: styles.ok,
  upcoming: styles.info,
  ended: styles.muted,
  cancelled: styles.muted,
};

/**
 * The owner's tours of one ad: what is on now, what is planned, what is past, and a form to announce one (province
 * → city, two Warsaw days). Every write names the revision the page showed; when the ad changed meanwhile the page
 * says so and shows it as it is now. The dates offered start at the server's today, not the browser's.
 */
export function ToursManager({
  data,
  cityNames,
}: {
  data: OwnerAdTours;
  /** The names of the tours' towns (from the loader): the town list loads only when the form's selects are used. */
  cityNames: Record<string, string>;
}) {
  const { t } = useTranslation(TOURS);
  const locale = useLocale();
  const api = useApi();
  const announce = useAnnounceTour(api);
  const cancel = useCancelTour(api);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const formTitle = useId();
  const towns = useTowns();
  const live = data.status === 'approved';
  const describe = (tour: Pick<AdTour, 'city' | 'startsOn' | 'endsOn'>) => ({
    city: cityNames[tour.city] ?? towns?.cityByKeyOf(tour.city)?.name ?? tour.city,
    dates: formatDays(tour.startsOn, tour.endsOn, locale),
  });

  const { register, control, handleSubmit, setError, reset, watch, formState } = useForm<FormValues, unknown, AnnounceTourInput>({
    resolver: useContractResolver(() => import('@anonse/contracts').then((m) => m.AnnounceTourInput), locale, {
      toInput: (v) => ({ city: v.city, startsOn: v.startsOn, endsOn: v.endsOn }),
      required: FIELDS,
      requiredMessage: t('tours.form.required'),
    }),
    defaultValues: { province: '', city: '', district: '', startsOn: '', endsOn: '' },
    reValidateMode: 'onSubmit',
  });
  // The last day offered follows the first one chosen (a browser without a date picker may hold anything meanwhile).
  const watchedStart = watch('startsOn');
  const firstDay = isCalendarDate(watchedStart) ? watchedStart : data.today;

  // A result (or a failure outside the form) is read out and takes the focus, so keyboard users hear it.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const failed = (err: unknown) => {
    const failure = describeWriteError(err);
    setNotice({
      text: failure.kind === 'stale' ? t('tours.stale') : failure.kind === 'api' ? failure.message : t('tours.failed'),
      error: true,
    });
  };

  const onSubmit = handleSubmit(async (input) => {
    setNotice(null);
    try {
      await announce.mutateAsync({ ad: data, input });
      reset();
      setNotice({ text: t('tours.announced', describe(input)) });
    } catch (err) {
      if (describeWriteError(err).kind === 'stale') failed(err);
      else setApiErrors(err, setError, FIELDS, t('tours.failed'));
    }
  });

  const onCancel = async (tour: AdTour) => {
    setNotice(null);
    try {
      await cancel.mutateAsync({ ad: data, tourId: tour.id });
      setNotice({ text: t('tours.cancelled', describe(tour)) });
    } catch (err) {
      failed(err);
    }
  };

  const cancelling = cancel.isPending ? cancel.variables?.tourId : undefined;
  const groups = GROUPS.map((group) => ({ group, tours: data.tours.filter((tour) => groupOf(tour) === group) })).filter(
    (g) => g.tours.length > 0,
  );

  return (
    <div className={styles.wrap} data-testid="tours" data-revision={data.revision}>
      {notice && (
        <div
          ref={noticeRef}
          tabIndex={-1}
          className={notice.error ? styles.noticeError : styles.notice}
          role={notice.error ? 'alert' : 'status'}
          data-testid="tours-notice"
        >
          {notice.text}
        </div>
      )}

      {groups.length === 0 ? (
        <p className={styles.empty} data-testid="tours-empty">
          {t('tours.empty')}
        </p>
      ) : (
        groups.map(({ group, tours }) => (
          <section key={group} className={styles.group} aria-labelledby={`tours-${group}`}>
            <h2 id={`tours-${group}`}>{t(`tours.groups.${group}`)}</h2>
            <ul className={styles.list}>
              {tours.map((tour) => {
                const { city, dates } = describe(tour);
                const open = tour.state === 'upcoming' || tour.state === 'current';
                return (
                  <li key={tour.id} className={styles.row} data-testid="tour-row" data-tour-id={tour.id} data-state={tour.state}>
                    <div>
                      <strong>{city}</strong>
                      <span className={styles.dates}>{dates}</span>
                    </div>
                    <span className={`${styles.badge} ${TONE[tour.state] ?? ''}`}>{t(`tours.state.${tour.state}`)}</span>
                    {open && (
                      <Button
                        className={styles.action}
                        onClick={() => void onCancel(tour)}
                        pending={cancelling === tour.id}
                        disabled={cancel.isPending && cancelling !== tour.id}
                        aria-label={`${t('tours.cancel')}: ${city}, ${dates}`}
                        data-testid="tour-cancel"
                      >
                        {cancelling === tour.id ? t('tours.cancelling') : t('tours.cancel')}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}

      {live ? (
        <form
          method="post"
          className={styles.form}
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-labelledby={formTitle}
          aria-busy={announce.isPending}
          data-testid="tour-form"
        >
          <h2 id={formTitle}>{t('tours.form.title')}</h2>
          {formState.errors.root?.server && <FormError>{formState.errors.root.server.message}</FormError>}
          {formState.errors.root?.fields && <FormError>{formState.errors.root.fields.message}</FormError>}
          <div className={styles.grid}>
            <PlaceSelect
              control={control}
              empty={{
                province: t('tours.form.choose'),
                city: t('tours.form.choose'),
                cityFirst: t('tours.form.chooseProvinceFirst'),
                district: '',
              }}
              // A tour goes to a city: its districts are not asked for.
              render={(part, select) =>
                part === 'district' ? null : (
                  <SelectField
                    label={t(`tours.form.${part}`)}
                    {...select}
                    required
                    error={part === 'city' ? errorOf(formState.errors, 'city') : undefined}
                    data-testid={`tour-${part}`}
                  />
                )
              }
            />
            <TextField
              type="date"
              label={t('tours.form.startsOn')}
              min={data.today}
              max={addDays(data.today, TOUR_MAX_LEAD_DAYS)}
              required
              {...register('startsOn')}
              error={errorOf(formState.errors, 'startsOn')}
              data-testid="tour-startsOn"
            />
            <TextField
              type="date"
              label={t('tours.form.endsOn')}
              min={firstDay}
              max={addDays(firstDay, TOUR_MAX_DAYS - 1)}
              required
              {...register('endsOn')}
              error={errorOf(formState.errors, 'endsOn')}
              data-testid="tour-endsOn"
            />
          </div>
          <button type="submit" className={styles.submit} disabled={announce.isPending} data-testid="tour-submit">
            {announce.isPending ? t('tours.form.pending') : t('tours.form.submit')}
          </button>
        </form>
      ) : (
        <p className={styles.notLive} data-testid="tours-not-live">
          {t('tours.notLive')}
        </p>
      )}
    </div>
  );
}
