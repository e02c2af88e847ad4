import type { AdSummary, FavouriteDto } from '@anonse/contracts/browser';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { Link, useRevalidator } from 'react-router';
import { Button } from '#web/components/Button';
import { useApi, useLocale } from '#web/lib/app-data';
import type { Linked } from '#web/lib/place-names';
import { useSetFavourite } from '../api/favourites';
import { FAVOURITES } from '../i18n';
import { favouritesStore } from '../lib/favourites-store';
import { formatDay } from '#web/lib/format-day';
import styles from './Favourites.module.css';

export type FavouriteItem = Omit<FavouriteDto, 'ad'> & { ad: Linked<AdSummary> | null };

/** The dashboard's favourites: a card per public ad, a plain "unavailable" row for one that is gone. */
export function FavouritesList({ items }: { items: FavouriteItem[] }) {
  const { t } = useTranslation(FAVOURITES);
  const locale = useLocale();
  const api = useApi();
  const remove = useSetFavourite(api);
  const revalidator = useRevalidator();
  const [failed, setFailed] = useState(false);

  if (!items.length)
    return (
      <p className={styles.empty} data-testid="favourites-empty">
        {t('favourites.empty')}
      </p>
    );

  const onRemove = (adId: string) => {
    setFailed(false);
    remove.mutate(
      { adId, on: false },
      {
        onSuccess: () => {
          favouritesStore.set(adId, false);
          void revalidator.revalidate();
        },
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('favourites.failed')}
        </p>
      )}
      <ul className={styles.list} data-testid="favourites-list">
        {items.map((item) => (
          <li
            key={item.adId}
            className={styles.row}
            data-testid="favourite-row"
            data-ad-id={item.adId}
            data-available={item.ad ? 'true' : 'false'}
          >
            <div className={styles.rowMain}>
              {item.ad ? (
                <>
                  <Link to={item.ad.href} className={styles.rowTitle}>
                    {item.ad.title}
                  </Link>
                  <span className={styles.rowMeta}>
                    {item.ad.place.city}
                    {item.ad.place.district ? `, ${item.ad.place.district}` : ''} ·{' '}
                    {t('favourites.addedOn', { date: formatDay(item.addedAt, locale) })}
                  </span>
                  <span className={styles.excerpt}>{item.ad.excerpt}</span>
                </>
              ) : (
                <>
                  <span className={styles.unavailable}>{t('favourites.unavailable')}</span>
                  <span className={styles.rowMeta}>
                    {t('favourites.unavailableHint')} · {t('favourites.addedOn', { date: formatDay(item.addedAt, locale) })}
                  </span>
                </>
              )}
            </div>
            <Button
              className={styles.remove}
              onClick={() => onRemove(item.adId)}
              pending={remove.isPending && remove.variables?.adId === item.adId}
              aria-label={`${t('favourites.remove')}: ${item.ad?.title ?? t('favourites.unavailable')}`}
              data-testid="favourite-remove"
            >
              {t('favourites.removeButton')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
