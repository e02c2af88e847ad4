import { z } from 'zod';
import { AdSummary } from '../ads/ad-dto';
import { EntityId } from '../text';
import { MAX_FAVOURITES_MERGE } from './favourite-limits';

// The limits are zod-free, for the guest's list kept in the browser.
export * from './favourite-limits';

/** POST /api/user/favourites/merge: the ids a guest kept in this browser. Unknown or gone ads are skipped. */
export const MergeFavouritesInput = z.object({ adIds: z.array(EntityId).max(MAX_FAVOURITES_MERGE) });
export type MergeFavouritesInput = z.infer<typeof MergeFavouritesInput>;

/** One favourite; `ad` is null when the ad is no longer public (deleted, expired, deactivated): "unavailable". */
export const FavouriteDto = z.object({ adId: z.string(), addedAt: z.string(), ad: AdSummary.nullable() });
export type FavouriteDto = z.infer<typeof FavouriteDto>;

/** GET /api/user/favourites, newest first. */
export const FavouriteList = z.object({ items: z.array(FavouriteDto), limit: z.number() });
export type FavouriteList = z.infer<typeof FavouriteList>;

/** The answer of PUT/DELETE/merge: the ids now in the list (newest first); the page reloads the cards. */
export const FavouriteIds = z.object({ adIds: z.array(z.string()), limit: z.number() });
export type FavouriteIds = z.infer<typeof FavouriteIds>;
