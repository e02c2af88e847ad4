import type { AdFields, FavouriteDto } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { excerptOf } from '../search';

interface FavouriteRow {
  ad_id: string;
  added_at: Date | string;
  /** Null when the ad is not public any more (or never was): the page shows it as unavailable. */
  fields: AdFields | null;
  /** The ads row's province slug (fields may hold the province's id). */
  province: string | null;
  verified: boolean | null;
  phone_verified: boolean | null;
  has_video: boolean | null;
  promoted: boolean | null;
  approved_at: Date | string | null;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

const toDto = (r: FavouriteRow): FavouriteDto => ({
  adId: r.ad_id,
  addedAt: iso(r.added_at),
  ad: r.fields
    ? {
        id: r.ad_id,
        title: r.fields.title,
        category: r.fields.category,
        province: r.province ?? r.fields.province,
        city: r.fields.city,
        district: r.fields.district ?? null,
        age: r.fields.age,
        hourPrice: r.fields.prices.hour ?? null,
        verified: !!r.verified,
        phoneVerified: !!r.phone_verified,
        hasVideo: !!r.has_video,
        promoted: !!r.promoted,
        approvedAt: r.approved_at === null ? null : iso(r.approved_at),
        excerpt: excerptOf(r.fields.description),
      }
    : null,
});

/** The account's favourites, newest first, each with its card while the ad is public (the `ads` read model). */
export async function listFavourites(db: SqlExecutor, accountId: string): Promise<FavouriteDto[]> {
  const { rows } = await db.query<FavouriteRow>(
    `SELECT f.ad_id, f.added_at, a.fields, a.province, a.verified, a.phone_verified, a.has_video, a.promoted, a.approved_at
     FROM favourites f
     LEFT JOIN ads a ON a.id = f.ad_id AND a.status = 'approved' AND NOT EXISTS (SELECT 1 FROM accounts b WHERE b.id = a.owner_id AND b.blocked)
     WHERE f.account_id = $1
     ORDER BY f.added_at DESC, f.ad_id`,
    [accountId],
  );
  return rows.map(toDto);
}

/** Only the ids and times (the data export, and answers that do not need cards). */
export async function listFavouriteIds(db: SqlExecutor, accountId: string): Promise<{ adId: string; addedAt: string }[]> {
  const { rows } = await db.query<{ ad_id: string; added_at: Date | string }>(
    'SELECT ad_id, added_at FROM favourites WHERE account_id = $1 ORDER BY added_at DESC, ad_id',
    [accountId],
  );
  return rows.map((r) => ({ adId: r.ad_id, addedAt: iso(r.added_at) }));
}
