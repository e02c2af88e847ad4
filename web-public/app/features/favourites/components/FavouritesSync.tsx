import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '#web/lib/app-data';
import { mergeFavourites } from '../api/merge-favourites';
import { readGuestFavourites, writeGuestFavourites } from '../lib/guest-favourites';
import { favouritesStore } from '../lib/favourites-store';

let merging = false;

/**
 * For a signed-in user: fills the hearts from the loader's ids, and brings the favourites this browser kept as a
 * guest into the account (once, right after login), then forgets them here. Renders nothing. Mount it on any page
 * whose loader read the user's favourite ids (the root layout is the natural place).
 */
export function FavouritesSync({ ids }: { ids: readonly string[] }) {
  const api = useApi();
  const revalidator = useRevalidator();

  useEffect(() => {
    favouritesStore.seedUser(ids);
  }, [ids]);

  useEffect(() => {
    const guest = readGuestFavourites();
    if (!guest.length || merging) return;
    merging = true;
    mergeFavourites(api, guest)
      .then((merged) => {
        writeGuestFavourites([]);
        favouritesStore.seedUser(merged);
        void revalidator.revalidate();
      })
      // Kept in the browser: the next page load tries again.
      .catch(() => undefined)
      .finally(() => {
        merging = false;
      });
    // Once per mount: the list is read from storage, not from props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
