import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '#web/i18n/use-translation';
import { ApiRequestError } from '#web/lib/api';
import { useApi, useRootData } from '#web/lib/app-data';
import { addFavourite, removeFavourite } from '../api/favourites';
import { FAVOURITES } from '../i18n';
import { favouritesStore } from '../lib/favourites-store';
import styles from './Favourites.module.css';
import { island } from '#web/islands/island';

/**
 * The heart on an ad card and on the ad page. A guest's hearts are kept in this browser (and join the account at
 * login, FavouritesSync); a signed-in user's go to the API at once, and flip back if the API refuses.
 */
export function FavouriteButton({ adId, className }: { adId: string; className?: string }) {
  const { t } = useTranslation(FAVOURITES);
  const signedIn = !!useRootData()?.user;
  const favourites = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.get, favouritesStore.getServer);
  const api = useApi();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) favouritesStore.loadGuest();
  }, [signedIn]);

  const on = favourites.ids.has(adId);
  const toggle = (next: boolean) => {
    setProblem(null);
    favouritesStore.set(adId, next);
    if (!signedIn) return;
    // A plain call, not a react-query mutation: the heart is an island on pages that carry no query client.
    (next ? addFavourite(api, adId) : removeFavourite(api, adId)).catch((error: unknown) => {
      favouritesStore.set(adId, !next);
      setProblem(error instanceof ApiRequestError && error.status === 422 ? t('favourites.tooMany') : t('favourites.failed'));
    });
  };

  return (
    <span className={`${styles.heartWrap} ${className ?? ''}`}>
      {/* A native toggle button (aria-pressed): every ad card has one, so no widget library comes with it. */}
      <button
        type="button"
        className={styles.heart}
        aria-pressed={on}
        data-selected={on || undefined}
        onClick={() => toggle(!on)}
        aria-label={on ? t('favourites.remove') : t('favourites.add')}
        data-testid="favourite-button"
        data-ad-id={adId}
        data-on={on ? 'true' : 'false'}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-10-9.3C.4 8.4 2.2 4.5 6 4.5c2.2 0 3.6 1.2 4.4 2.4h3.2c.8-1.2 2.2-2.4 4.4-2.4 3.8 0 5.6 3.9 4 7.2C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
      {problem && (
        <span role="alert" className={styles.heartProblem}>
          {problem}
        </span>
      )}
    </span>
  );
}

export const FavouriteButtonIsland = island('favourite-button', FavouriteButton);
