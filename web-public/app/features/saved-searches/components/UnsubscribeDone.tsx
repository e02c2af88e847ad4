import { href, type UnsubscribeResult } from '@anonse/contracts/browser';
import { useTranslation } from '#web/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '#web/components/Button';
import { useApi, useLocale } from '#web/lib/app-data';
import dashboard from '#web/features/dashboard/components/Dashboard.module.css';
import { useUnsubscribeAll } from '../api/saved-searches';
import { SAVED_SEARCHES } from '../i18n';
import styles from './SavedSearches.module.css';
import { island } from '#web/islands/island';

/**
 * Where a digest's unsubscribe link lands: the search's e-mail is off (the page's button did it); it
 * says so and offers to turn off every digest of the person with the same token. A bad link shows why instead.
 */
export function UnsubscribeDone({
  token,
  result,
  problem,
}: {
  token: string | null;
  result: UnsubscribeResult | null;
  problem: string | null;
}) {
  const { t } = useTranslation(SAVED_SEARCHES);
  const locale = useLocale();
  const all = useUnsubscribeAll(useApi());
  const manage = (
    <p>
      <Link to={href('savedSearches', locale)}>{t('savedSearches.unsubscribe.manage')}</Link>
    </p>
  );
  if (!result || !token)
    return (
      <section className={styles.page} data-testid="unsubscribe-invalid">
        <h1>{t('savedSearches.unsubscribe.invalidTitle')}</h1>
        <p role="alert">{problem}</p>
        {manage}
      </section>
    );
  const [search] = result.searches;
  return (
    <section className={styles.page} data-testid="unsubscribe-done">
      <h1>{t('savedSearches.unsubscribe.title')}</h1>
      <p>{search ? t('savedSearches.unsubscribe.done', { name: search.name }) : t('savedSearches.unsubscribe.doneNone')}</p>
      <p>{t('savedSearches.unsubscribe.bell')}</p>
      {all.isSuccess ? (
        <p role="status" data-testid="unsubscribe-all-done">
          {t('savedSearches.unsubscribe.allDone')}
        </p>
      ) : (
        <>
          <p>{t('savedSearches.unsubscribe.allOffer')}</p>
          {all.isError && (
            <p role="alert" className={styles.error}>
              {t('savedSearches.changeFailed')}
            </p>
          )}
          <p>
            <Button className={dashboard.action} pending={all.isPending} onClick={() => all.mutate(token)} data-testid="unsubscribe-all">
              {t('savedSearches.unsubscribe.allButton')}
            </Button>
          </p>
        </>
      )}
      {manage}
    </section>
  );
}

/** The page's form on a page without the application (docs/architecture.md § Islands). */
export const UnsubscribeDoneIsland = island('unsubscribe-done', UnsubscribeDone, 'page');
