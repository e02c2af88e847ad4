import {
  AdminAdFilter,
  type AdminAdDetail,
  type PublicPhoto,
  type AdDetail,
  type AdFields,
  type AdminAdSortKey,
  type AdStatus,
  type AdTour,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { photoRecordOfJson, PHOTO_ROW_SQL, photosByIds, toPublicPhoto } from '../media';

interface AdRow {
  id: string;
  owner_id: string;
  status: AdStatus;
  revision: number;
  fields: AdFields;
  verified: boolean;
  phone_verified: boolean;
  promoted: boolean;
  promoted_until: Date | string | null;
  ranked_at: Date | string;
  created_at: Date | string;
  approved_at: Date | string | null;
  rejection_reason: string | null;
  pending_fields: AdFields | null;
  expires_at: Date | string | null;
  updated_at: Date | string | null;
  views: number | string | null;
  tours: AdTour[];
}

const AD_COLUMNS = `ads.id, owner_id, status, revision, fields, verified, phone_verified, promoted, promoted_until,
  coalesce(greatest(approved_at, promoted_at, bumped_at), created_at) AS ranked_at, created_at, approved_at, rejection_reason,
  pending_fields, expires_at, updated_at, (SELECT views FROM ad_view_counts v WHERE v.ad_id = ads.id) AS views, tours`;

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

const toAdDetail = (r: AdRow, photos: ReadonlyMap<string, PublicPhoto>): AdDetail => ({
  id: r.id,
  ownerId: r.owner_id,
  status: r.status,
  revision: Number(r.revision),
  fields: r.fields,
  verified: r.verified,
  phoneVerified: r.phone_verified,
  promoted: r.promoted,
  promotedUntil: r.promoted_until === null ? null : iso(r.promoted_until),
  createdAt: iso(r.created_at),
  rankedAt: iso(r.ranked_at),
  approvedAt: r.approved_at === null ? null : iso(r.approved_at),
  rejectionReason: r.rejection_reason,
  pendingFields: r.pending_fields,
  expiresAt: r.expires_at === null ? null : iso(r.expires_at),
  updatedAt: iso(r.updated_at ?? r.created_at),
  views: Number(r.views ?? 0),
  photos: (r.fields.photos ?? []).flatMap((id) => photos.get(id) ?? []),
  tours: [...r.tours].sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : 0)),
});

/** The ready photos of the rows' public versions, one query for the lot. */
async function photosOf(db: SqlExecutor, rows: readonly AdRow[]): Promise<Map<string, PublicPhoto>> {
  const ids = rows.flatMap((r) => r.fields.photos ?? []);
  const records = await photosByIds(db, ids);
  return new Map(
    records.flatMap((p) => {
      const photo = toPublicPhoto(p);
      return photo ? [[p.id, photo] as const] : [];
    }),
  );
}

async function toAdDetails(db: SqlExecutor, rows: readonly AdRow[]): Promise<AdDetail[]> {
  const photos = await photosOf(db, rows);
  return rows.map((r) => toAdDetail(r, photos));
}

/** The main photo of each ad that has a ready one (search hits carry it). */
/**
 * The main photo (the first of its public version) of each ad whose id the subquery `adIdsSql` yields, as rows
 * `(ad_id, photo)`: a fragment other read-side statements embed, so a list page reads its photos in its own query.
 */
export const mainPhotoRowsSql = (adIdsSql: string) =>
  `SELECT a.id AS ad_id, ${PHOTO_ROW_SQL('mp')} AS photo FROM ads a JOIN media_photos mp ON mp.id = a.fields->'photos'->>0 WHERE a.id IN (${adIdsSql})`;

/** What `mainPhotoRowsSql` gave, as public photos by ad id (a photo that is not ready is left out). */
export function mainPhotosOf(rows: readonly { ad_id: string; photo: unknown }[]): Map<string, PublicPhoto> {
  return new Map(
    rows.flatMap((r) => {
      const photo = toPublicPhoto(photoRecordOfJson(r.photo));
      return photo ? [[r.ad_id, photo] as const] : [];
    }),
  );
}

/** The main photo of each ad (one query for a page of hits). */
export async function mainPhotosOfAds(db: SqlExecutor, adIds: readonly string[]): Promise<Map<string, PublicPhoto>> {
  if (!adIds.length) return new Map();
  const { rows } = await db.query<{ ad_id: string; photo: unknown }>(mainPhotoRowsSql('SELECT unnest($1::text[])'), [adIds]);
  return mainPhotosOf(rows);
}

/**
 * Whether a photo is shown publicly now: it is in the public version (`fields.photos`) of an approved ad. A photo
 * only in a waiting revision, or of a pending, rejected, deactivated, expired or deleted ad, or of a blocked owner, is not (the media
 * context then serves it to its owner and administrators only). Uses `ads_photos_idx`.
 */
export async function isPhotoOnPublicAd(db: SqlExecutor, photoId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ads WHERE (fields->'photos') ? $1 AND status = 'approved'
       AND NOT EXISTS (SELECT 1 FROM accounts b WHERE b.id = ads.owner_id AND b.blocked) LIMIT 1`,
    [photoId],
  );
  return rows.length > 0;
}

/** Counts a visit of an ad's public page (not event-sourced: a tally, kept apart so rebuilds do not reset it). */
export async function countAdView(db: SqlExecutor, adId: string): Promise<void> {
  await db.query(
    'INSERT INTO ad_view_counts (ad_id, views) VALUES ($1, 1) ON CONFLICT (ad_id) DO UPDATE SET views = ad_view_counts.views + 1',
    [adId],
  );
}

/** Any ad by id, whatever its status (callers decide who may see a non-approved one). */
export async function getAd(db: SqlExecutor, id: string): Promise<AdDetail | null> {
  const { rows } = await db.query<AdRow>(`SELECT ${AD_COLUMNS} FROM ads WHERE ads.id = $1`, [id]);
  return rows[0] ? ((await toAdDetails(db, rows))[0] ?? null) : null;
}

/**
 * One ad for the console: AdDetail plus the photos of a waiting revision and the owner's login (both read from
 * their read models by primary key, so a moderator's page costs three indexed lookups).
 */
export async function getAdForAdmin(db: SqlExecutor, id: string): Promise<AdminAdDetail | null> {
  const { rows } = await db.query<AdRow & { owner_login: string | null }>(
    `SELECT ${AD_COLUMNS}, (SELECT login FROM accounts WHERE accounts.id = ads.owner_id) AS owner_login FROM ads WHERE ads.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const pendingIds = row.pending_fields?.photos ?? [];
  const photos = await photosOf(db, [row, ...(row.pending_fields ? [{ ...row, fields: row.pending_fields }] : [])]);
  return { ...toAdDetail(row, photos), pendingPhotos: pendingIds.flatMap((p) => photos.get(p) ?? []), ownerLogin: row.owner_login };
}

/** Several ads by id (order not guaranteed); used by the search projector. */
export async function getAdsByIds(db: SqlExecutor, ids: readonly string[]): Promise<AdDetail[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<AdRow>(`SELECT ${AD_COLUMNS} FROM ads WHERE ads.id = ANY($1::text[])`, [ids]);
  return toAdDetails(db, rows);
}

/** The owner's ads, newest first (all statuses). */
export async function listAdsOfOwner(db: SqlExecutor, ownerId: string): Promise<AdDetail[]> {
  const { rows } = await db.query<AdRow>(`SELECT ${AD_COLUMNS} FROM ads WHERE owner_id = $1 ORDER BY created_at DESC, ads.id`, [ownerId]);
  return toAdDetails(db, rows);
}

/** Sort keys the admin list accepts (contracts' allow-list) → columns; anything else is rejected, never interpolated. */
export const ADMIN_AD_SORT_FIELDS = {
  id: 'id',
  title: 'title',
  status: 'status',
  city: 'city',
  category: 'category',
  createdAt: 'created_at',
  approvedAt: 'approved_at',
  revision: 'revision',
} as const satisfies Record<AdminAdSortKey, string>;
export type AdminAdSortField = keyof typeof ADMIN_AD_SORT_FIELDS;

const ADMIN_AD_FILTER_KEYS: readonly string[] = AdminAdFilter.keyof().options;

export interface AdminAdListQuery {
  filter?: AdminAdFilter;
  sort?: { field: AdminAdSortField | string; order: 'ASC' | 'DESC' | 'asc' | 'desc' };
  /** Inclusive row indexes (react-admin simple-rest `range=[0,24]`). */
  range?: [number, number];
}

/** A list query refused before any SQL runs; `field` names the parameter (`sort`, `range` or `filter`). */
export class InvalidListQueryError extends Error {
  override readonly name = 'InvalidListQueryError';
  constructor(
    readonly field: 'sort' | 'range' | 'filter',
    message: string,
  ) {
    super(message);
  }
}

// Own keys only: `constructor` or `__proto__` must not find Object.prototype's members.
const sortColumn = (field: string): string | undefined =>
  Object.hasOwn(ADMIN_AD_SORT_FIELDS, field) ? ADMIN_AD_SORT_FIELDS[field as AdminAdSortField] : undefined;

const BOOLEAN_FILTERS: readonly string[] = ['verified', 'promoted'];

function checkFilter(filter: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(filter)) {
    if (!ADMIN_AD_FILTER_KEYS.includes(key)) throw new InvalidListQueryError('filter', 'unknown filter field');
    if (value === undefined) continue;
    if (BOOLEAN_FILTERS.includes(key)) {
      if (typeof value !== 'boolean') throw new InvalidListQueryError('filter', 'invalid filter value');
      continue;
    }
    // Postgres text cannot hold NUL; the contract refuses it, this keeps the query safe for any other caller.
    if (typeof value !== 'string' || value.includes('\u0000')) throw new InvalidListQueryError('filter', 'invalid filter value');
  }
}

// Columns that are never null sort without `NULLS LAST`, so `ORDER BY col, id` walks the (col, id) indexes
// (ads/005) in either direction; only approved_at may be null.
const NULLABLE_SORT_COLUMNS: ReadonlySet<string> = new Set(['approved_at']);

/** The moderation list: filters, whitelisted sort, inclusive range; `total` for `Content-Range`. */
export async function listAdsForAdmin(db: SqlExecutor, query: AdminAdListQuery = {}): Promise<{ rows: AdDetail[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const f = query.filter ?? {};
  checkFilter(f);
  if (f.status) where.push(`status = ${param(f.status)}`);
  if (f.queue === 'moderation') where.push(`(status = 'pending' OR (pending_fields IS NOT NULL AND status <> 'deleted'))`);
  if (f.city) where.push(`city = ${param(f.city)}`);
  if (f.category) where.push(`category = ${param(f.category)}`);
  if (f.ownerId) where.push(`owner_id = ${param(f.ownerId)}`);
  if (f.owner?.trim()) {
    // A login (the unique lower(login) index) resolves to its account id, once, before ads_owner_idx is used;
    // anything that is no login is taken as an account id.
    const owner = param(f.owner.trim());
    where.push(`owner_id = coalesce((SELECT accounts.id FROM accounts WHERE lower(accounts.login) = lower(${owner})), ${owner})`);
  }
  if (f.verified !== undefined) where.push(f.verified ? 'verified' : 'NOT verified');
  if (f.promoted !== undefined) where.push(f.promoted ? 'promoted' : 'NOT promoted');
  if (f.q?.trim()) {
    const q = f.q.trim();
    where.push(`(title ILIKE ${param(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} OR ads.id = ${param(q)})`);
  }
  const sortField = query.sort?.field ?? 'createdAt';
  const column = sortColumn(sortField);
  if (!column) throw new InvalidListQueryError('sort', 'unknown sort field');
  const order = (query.sort?.order ?? 'DESC').toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
  const [from, to] = query.range ?? [0, 24];
  if (!(Number.isInteger(from) && Number.isInteger(to) && from >= 0 && to >= from && to - from < 1000 && to <= 1_000_000_000))
    throw new InvalidListQueryError('range', 'range must be [from, to] with 0 <= from <= to and at most 1000 rows');
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params];
  const { rows } = await db.query<AdRow>(
    `SELECT ${AD_COLUMNS} FROM ads ${whereSql} ORDER BY ${column} ${order}${NULLABLE_SORT_COLUMNS.has(column) ? ' NULLS LAST' : ''}, ads.id ${order}
     LIMIT ${param(to - from + 1)} OFFSET ${param(from)}`,
    params,
  );
  const total = await countUpTo(db, whereSql, countParams, from + rows.length);
  return { rows: await toAdDetails(db, rows), total };
}

/**
 * Exact counts up to this many matches; beyond it the planner's estimate. Counting 100k rows costs more than the
 * whole page (a full scan: ~100 ms in PGlite, ~30 ms on a server), while a moderator needs the exact number only
 * when it is small (the queue); for a long list "about 48,000" pages just as well. The estimate is always above this
 * cap and, with statistics refreshed when it falls below it, within about a quarter of the real count for the
 * list's equality filters (ads-admin-total.int.spec.ts).
 */
export const ADMIN_LIST_EXACT_COUNT = 2_000;

async function countUpTo(db: SqlExecutor, whereSql: string, params: readonly unknown[], seen: number): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM ads ${whereSql} LIMIT ${ADMIN_LIST_EXACT_COUNT + 1}) capped`,
    [...params],
  );
  const capped = Number(rows[0]?.total ?? 0);
  if (capped <= ADMIN_LIST_EXACT_COUNT) return Math.max(capped, seen);
  let estimate = await plannedRows(db, whereSql, params);
  // The planner's statistics of `ads` are missing (PGlite runs no autovacuum at all, so they never come by themselves)
  // or plainly stale (fewer rows planned than were just counted: a bulk import outran autovacuum). Without them it
  // guesses from the table's size and 0.5 % per condition: a list of 48,000 would read "2,001", or double the truth.
  // Refresh them (ANALYZE reads a sample of at most 30,000 rows) and ask again; at most once a minute, since a filter
  // such as ILIKE may stay badly estimated however fresh the statistics are.
  if (Date.now() - adsAnalyzedAt >= ANALYZE_AT_MOST_EVERY_MS && (estimate <= ADMIN_LIST_EXACT_COUNT || (await neverAnalyzed(db)))) {
    adsAnalyzedAt = Date.now();
    await db.query('ANALYZE ads');
    estimate = await plannedRows(db, whereSql, params);
  }
  // Never less than what is known to exist: the page just read, and the cap just passed.
  return Math.max(Math.round(estimate), ADMIN_LIST_EXACT_COUNT + 1, seen);
}

const ANALYZE_AT_MOST_EVERY_MS = 60_000;
/** When this process last refreshed the statistics of `ads` for an estimate (per process: a few extra ANALYZEs are harmless). */
let adsAnalyzedAt = -Infinity;

const neverAnalyzed = async (db: SqlExecutor): Promise<boolean> =>
  (await db.query<{ never: boolean }>(`SELECT reltuples < 0 AS never FROM pg_class WHERE oid = 'ads'::regclass`)).rows[0]?.never ?? false;

async function plannedRows(db: SqlExecutor, whereSql: string, params: readonly unknown[]): Promise<number> {
  const plan = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ads ${whereSql}`, [...params]);
  return Number((planOf(plan.rows[0]?.['QUERY PLAN']) as { Plan?: { 'Plan Rows'?: number } } | undefined)?.Plan?.['Plan Rows'] ?? 0);
}

// `EXPLAIN (FORMAT JSON)` answers a one-element array, as JSON text or already parsed depending on the driver.
const planOf = (value: unknown): unknown => {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed[0] : parsed;
};
