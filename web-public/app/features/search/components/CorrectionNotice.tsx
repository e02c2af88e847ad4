import { RANGE_KEYS } from '@anonse/contracts/browser';
import type { TFunction } from 'i18next';
import { useTranslation } from '#web/i18n/use-translation';
import { SEARCH } from '../i18n';
import type { QueryCorrection } from '../lib/query-correction';
import styles from './CorrectionNotice.module.css';

/** A parameter's name as the form calls it ("Wiek od", "Usługi"), for the notice. */
function fieldLabel(field: string, t: TFunction<typeof SEARCH>): string {
  const range = RANGE_KEYS.find((k) => field === k || field === `${k}_from` || field === `${k}_to`);
  if (range)
    return field === range
      ? t(`filters.${range}`)
      : `${t(`filters.${range}`)} (${t(field.endsWith('_from') ? 'filters.from' : 'filters.to')})`;
  switch (field) {
    case 'title':
    case 'phone':
    case 'province':
    case 'city':
    case 'district':
    case 'outcalls':
    case 'verified':
    case 'phone_verified':
    case 'q':
      return t(`filters.${field}`);
    case 'tag1':
      return t('filters.category');
    case 'language':
      return t('filters.languages');
    case 'service':
      return t('filters.services');
    case 'working_hours_from':
    case 'working_hours_to':
      return `${t('filters.workingHours')} (${t(field.endsWith('_from') ? 'filters.from' : 'filters.to')})`;
    case 'sort':
      return t('results.sort');
    case 'available_now':
      return t('results.availableNow');
    case 'page':
      return t('search.fieldPage');
    case 'per_page':
      return t('search.fieldPerPage');
    case 'cursor':
      return t('search.fieldCursor');
    default:
      return t('search.fieldOther');
  }
}

/** What the search page changed in a query it could not use as it was (issue 11 "bad input"); nothing otherwise. */
export function CorrectionNotice({ corrections }: { corrections: readonly QueryCorrection[] }) {
  const { t } = useTranslation(SEARCH);
  if (!corrections.length) return null;
  return (
    <div className={styles.notice} role="status" data-testid="search-corrected">
      <h2 className={styles.title}>{t('search.correctedTitle')}</h2>
      <p className={styles.text}>{t('search.correctedText')}</p>
      <ul className={styles.list}>
        {corrections.map((c) => (
          <li key={`${c.field}:${c.kind}`} data-field={c.field} data-kind={c.kind}>
            {t(`search.${c.kind}`, { field: fieldLabel(c.field, t), min: c.min, max: c.max })}
          </li>
        ))}
      </ul>
    </div>
  );
}
