import { RANGE_KEYS, type AdSummary, type SearchFacets, type SearchFilter, type SearchResult, type SearchSort } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { mainPhotoRowsSql, mainPhotosOf } from '#projections/ads/index';
import type {
  BrowseOptions,
  BrowsePage,
  HitsPage,
  PremiumHits,
  PremiumOptions,
  SearchDocument,
  SearchIndex,
  SearchPage,
} from '../search-index';

type PhotoRowJson = { ad_id: string; photo: unknown };
import { premiumLimit, rotationWindowOf } from '../premium-rotation';
import { encodeCursor, NO_PRICE_ASC, NO_PRICE_DESC, sortKeyOf } from '../search-cursor';
import { pageCountOf, planSearch, type SearchPlan } from '../search-query';
import { onTourOf, toursWidenPlace } from '../tour-marker';
import { hoursMask, hoursOf } from '../working-hours';

const RANGE_COLUMNS = RANGE_KEYS.join(', ');

// One multi-row statement per batch. The revision guard makes a replayed (older) document a no-op.
const UPSERT = `
  INSERT INTO search_ads AS s (id, revision, owner_id, title, excerpt, category, province, city, district, verified, phone_verified, has_video, promoted,
    approved_at, ranked_at, languages, services, outcalls, phone_digits, hours_from, hours_to, open_hours,
    ${RANGE_COLUMNS}, title_norm, title_text, search_text, tour_city, tour_province, tour_until)
  SELECT d.id, d.revision, d.owner_id, d.title, d.excerpt, d.category, d.province, d.city, d.district, d.verified, d.phone_verified, d.has_video, d.promoted,
    d.approved_at, d.ranked_at, d.languages, d.services, d.outcalls, d.phone_digits, d.hours_from, d.hours_to,
    d.open_hours, ${RANGE_KEYS.map((k) => `d.${k}`).join(', ')},
    lower(unaccent(d.title)), to_tsvector('simple', lower(unaccent(d.title))), to_tsvector('simple', unaccent(d.title || ' ' || d.description)),
    d.tour_city, d.tour_province, d.tour_until
  FROM jsonb_to_recordset($1::jsonb) AS d(id text, revision bigint, owner_id text, title text, description text, excerpt text,
    category text, province text, city text, district text, verified boolean, phone_verified boolean, has_video boolean, promoted boolean,
    approved_at timestamptz, ranked_at timestamptz, languages text[], services text[], outcalls smallint,
    phone_digits text, hours_from smallint, hours_to smallint, open_hours int,
    ${RANGE_KEYS.map((k) => `${k} int`).join(', ')}, tour_city text, tour_province text, tour_until date)
  ON CONFLICT (id) DO UPDATE SET
    ${[
      'revision',
      'owner_id',
      'title',
      'excerpt',
      'category',
      'province',
      'city',
      'district',
      'verified',
      'phone_verified',
      'has_video',
      'promoted',
      'approved_at',
      'ranked_at',
      'languages',
      'services',
      'outcalls',
      'phone_digits',
      'hours_from',
      'hours_to',
      'open_hours',
      ...RANGE_KEYS,
      'title_norm',
      'title_text',
      'search_text',
      'tour_city',
      'tour_province',
      'tour_until',
    ]
      .map((c) => `${c} = excluded.${c}`)
      .join(', ')}
  WHERE s.revision < excluded.revision`;

const toRow = (d: SearchDocument) => ({
  id: d.id,
  revision: d.revision,
  owner_id: d.ownerId,
  title: d.title,
  description: d.description,
  excerpt: d.excerpt,
  category: d.category,
  province: d.province,
  city: d.city,
  district: d.district,
  verified: d.verified,
  phone_verified: d.phoneVerified,
  has_video: d.hasVideo,
  promoted: d.promoted,
  approved_at: d.approvedAt,
  ranked_at: d.rankedAt,
  languages: d.languages,
  services: d.services,
  outcalls: d.outcalls,
  phone_digits: d.phoneDigits,
  hours_from: d.workingHours.from,
  hours_to: d.workingHours.to,
  open_hours: hoursMask(hoursOf(d.workingHours.from, d.workingHours.to)),
  ...d.ranges,
  tour_city: d.tour?.city ?? null,
  tour_province: d.tour?.province ?? null,
  tour_until: d.tour?.until ?? null,
});

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Words (letters and digits only, so nothing of tsquery syntax) as prefixes, all required. */
const prefixQuery = (words: readonly string[]) => words.map((w) => `${w}:*`).join(' & ');

/** WHERE clause of a plan, with its parameters. Exported for EXPLAIN in benches. */
export function whereOf(plan: SearchPlan, params: unknown[] = []): { where: string; params: unknown[] } {
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  // The place of a tour in force counts as the ad's own, but for a district (tour-marker.ts); the partial indexes
  // on tour_city and tour_province keep a city's list two index scans.
  const place = (column: 'province' | 'city', value: string) => {
    const ref = p(value);
    return toursWidenPlace(plan) ? `(${column} = ${ref} OR tour_${column} = ${ref})` : `${column} = ${ref}`;
  };
  if (plan.province !== undefined) conditions.push(place('province', plan.province));
  if (plan.city !== undefined) conditions.push(place('city', plan.city));
  if (plan.district !== undefined) conditions.push(`district = ${p(plan.district)}`);
  if (plan.verified !== undefined) conditions.push(`verified = ${p(plan.verified)}`);
  if (plan.phoneVerified) conditions.push('phone_verified');
  if (plan.category !== undefined) conditions.push(`category = ${p(plan.category)}`);
  if (plan.languages) conditions.push(`languages && ${p(plan.languages)}::text[]`);
  if (plan.services) conditions.push(`services && ${p(plan.services)}::text[]`);
  if (plan.outcalls !== undefined) conditions.push(`outcalls = ${p(plan.outcalls)}`);
  if (plan.titleWords && plan.titleText) {
    // The ad name: its words as prefixes of the title's words, or the text inside the title (docs/product.md § 2 "ad name").
    conditions.push(
      `(title_text @@ to_tsquery('simple', lower(unaccent(${p(prefixQuery(plan.titleWords))}))) OR title_norm LIKE '%' || lower(unaccent(${p(likeEscape(plan.titleText))})) || '%')`,
    );
  }
  if (plan.textWords) conditions.push(`search_text @@ to_tsquery('simple', unaccent(${p(prefixQuery(plan.textWords))}))`);
  if (plan.phoneDigits) conditions.push(`phone_digits LIKE ${p(`%${plan.phoneDigits}%`)}`);
  if (plan.openHours) {
    const mask = hoursMask(plan.openHours);
    conditions.push(`open_hours & ${p(mask)}::int = ${p(mask)}::int`);
  }
  for (const r of plan.ranges) {
    if (r.from !== undefined) conditions.push(`${r.key} >= ${p(r.from)}`);
    if (r.to !== undefined) conditions.push(`${r.key} <= ${p(r.to)}`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

const facet = (name: string, from: string, key: string) =>
  `(SELECT coalesce(json_object_agg(k, n), '{}'::json) FROM (SELECT ${key} AS k, count(*)::int AS n FROM ${from} GROUP BY 1) x) AS f_${name}`;

const RANGE_STATS = `json_build_object(${RANGE_KEYS.map(
  (k) => `'${k}', CASE WHEN count(${k}) = 0 THEN NULL ELSE json_build_object('min', min(${k}), 'max', max(${k})) END`,
).join(', ')})`;

/**
 * Each order as one direction over non-null keys ending in the id (search-cursor.ts builds the same keys), so
 * "after the cursor" is one row comparison and the default order of a city or province is an index scan.
 */
const ORDERS: Record<SearchSort, { keys: readonly string[]; dir: 'ASC' | 'DESC'; cursor: readonly string[] }> = {
  recommended: { keys: ['promoted', 'verified', 'ranked_at', 'id'], dir: 'DESC', cursor: ['boolean', 'boolean', 'ts', 'text'] },
  newest: { keys: ['coalesce(approved_at, ranked_at)', 'id'], dir: 'DESC', cursor: ['ts', 'text'] },
  bumped: { keys: ['ranked_at', 'id'], dir: 'DESC', cursor: ['ts', 'text'] },
  price_asc: { keys: [`coalesce(hour_price, ${NO_PRICE_ASC})`, 'id'], dir: 'ASC', cursor: ['int', 'text'] },
  price_desc: { keys: [`coalesce(hour_price, ${NO_PRICE_DESC})`, 'id'], dir: 'DESC', cursor: ['int', 'text'] },
};

export const orderByOf = (plan: SearchPlan) => ORDERS[plan.sort].keys.map((k) => `${k} ${ORDERS[plan.sort].dir}`).join(', ');

/** The keyset condition of a plan with a cursor ('' without one), its values pushed onto `params`. */
function afterOf(plan: SearchPlan, params: unknown[]): string {
  if (!plan.after) return '';
  const order = ORDERS[plan.sort];
  const values = order.cursor.map((type, i) => {
    params.push(plan.after![i]);
    const ref = `$${params.length}`;
    return type === 'ts' ? `to_timestamp(${ref}::double precision / 1000)` : `${ref}::${type}`;
  });
  return `(${order.keys.join(', ')}) ${order.dir === 'DESC' ? '<' : '>'} (${values.join(', ')})`;
}

/** The page window: keyset after the cursor, else the offset of the page. */
function windowOf(plan: SearchPlan, params: unknown[], where: string): { where: string; limit: string } {
  const after = afterOf(plan, params);
  params.push(plan.perPage);
  const limit = `LIMIT $${params.length}`;
  if (after) return { where: where ? `${where} AND ${after}` : `WHERE ${after}`, limit };
  params.push((plan.page - 1) * plan.perPage);
  return { where, limit: `${limit} OFFSET $${params.length}` };
}

const HIT_COLUMNS =
  'id, title, excerpt, category, province, city, district, age, hour_price, verified, phone_verified, has_video, promoted, approved_at, ranked_at, tour_city, tour_province, tour_until::text AS tour_until';

/**
 * The whole answer in ONE round trip: the matching rows are materialised once, then the page, the total, every
 * facet and the range stats are small aggregates over that set, and the page's main photos are joined to it.
 */
export function searchSql(plan: SearchPlan): { sql: string; params: unknown[] } {
  const { where, params } = whereOf(plan);
  const order = orderByOf(plan);
  const page = windowOf(plan, params, '');
  const sql = `
    WITH m AS MATERIALIZED (
      SELECT id, title, excerpt, category, province, city, district, verified, phone_verified, has_video, promoted, approved_at, ranked_at,
             languages, services, outcalls, ${RANGE_COLUMNS}, tour_city, tour_province, tour_until
      FROM search_ads ${where}
    ),
    hits AS (SELECT ${HIT_COLUMNS} FROM m ${page.where} ORDER BY ${order} ${page.limit})
    SELECT
      (SELECT count(*)::int FROM m) AS total,
      (SELECT coalesce(json_agg(h ORDER BY ${order}), '[]'::json) FROM hits h) AS hits,
      ${facet('category', 'm', 'category')},
      ${facet('province', 'm', 'province')},
      ${facet('city', 'm', 'city')},
      ${facet('district', 'm WHERE district IS NOT NULL', 'district')},
      ${facet('verified', 'm', 'verified::text')},
      ${facet('language', 'm CROSS JOIN LATERAL unnest(m.languages) AS l(v)', 'l.v')},
      ${facet('outcalls', 'm', 'outcalls::text')},
      ${facet('service', 'm CROSS JOIN LATERAL unnest(m.services) AS sv(v)', 'sv.v')},
      (SELECT ${RANGE_STATS} FROM m) AS stats,
      (SELECT coalesce(json_agg(ph), '[]'::json) FROM (${mainPhotoRowsSql('SELECT id FROM hits')}) ph) AS photos`;
  return { sql, params };
}

/** The page of hits alone, with their main photos: no materialised set, total, facets or stats to compute. */
export function hitsSql(plan: SearchPlan): { sql: string; params: unknown[] } {
  const { where, params } = whereOf(plan);
  const order = orderByOf(plan);
  const page = windowOf(plan, params, where);
  const sql = `
    WITH hits AS (SELECT ${HIT_COLUMNS} FROM search_ads ${page.where} ORDER BY ${order} ${page.limit})
    SELECT
      (SELECT coalesce(json_agg(h ORDER BY ${order}), '[]'::json) FROM hits h) AS hits,
      (SELECT coalesce(json_agg(ph), '[]'::json) FROM (${mainPhotoRowsSql('SELECT id FROM hits')}) ph) AS photos`;
  return { sql, params };
}

/** Where a plan sits in `search_counts`: its place and its one category or service (null: counted per request). */
export function countsKeyOf(plan: SearchPlan): { scope: string; place: string; cat: string } | null {
  const narrowed =
    plan.verified !== undefined ||
    plan.phoneVerified ||
    plan.languages ||
    plan.outcalls !== undefined ||
    plan.titleWords ||
    plan.textWords ||
    plan.phoneDigits ||
    plan.openHours ||
    plan.ranges.length;
  if (narrowed || (plan.services?.length ?? 0) > 1 || (plan.category && plan.services)) return null;
  const cat = plan.category ? `t:${plan.category}` : plan.services ? `s:${plan.services[0]}` : '';
  if (plan.district && plan.city) return { scope: 'district', place: `${plan.city}/${plan.district}`, cat };
  if (plan.city) return { scope: 'city', place: plan.city, cat };
  if (plan.province) return { scope: 'province', place: plan.province, cat };
  return { scope: 'all', place: '', cat };
}

const objectOf = (select: string) => `(SELECT coalesce(json_object_agg(k, n), '{}'::json) FROM (${select}) x)`;

/**
 * A list page in ONE statement (issue 11): the page of hits by keyset or offset, the premium block, every main
 * photo, and the total and facets — read from `search_counts` when the filter is a place and a category or service
 * (what list pages ask), counted over the matching rows otherwise. The child places of the chosen place in the
 * chosen category, and the categories and services of the chosen place.
 */
export function browseSql(plan: SearchPlan, windowIndex: number, premiumLimit: number): { sql: string; params: unknown[] } {
  const { where, params } = whereOf(plan);
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const order = orderByOf(plan);
  const page = windowOf(plan, params, where);
  const key = countsKeyOf(plan);
  const promotedWhere = where ? `${where} AND promoted` : 'WHERE promoted';
  const w = `${p(windowIndex)}::bigint`;
  const lim = `${p(premiumLimit)}::int`;
  // Children of the place: provinces of the country, cities of a province, districts of a city (or its siblings).
  const childScope = plan.city ? 'district' : plan.province ? 'city' : 'province';
  const childParent = plan.city ?? plan.province ?? '';
  let total: string;
  let children: string;
  let categories: string;
  if (key) {
    const scope = p(key.scope);
    const place = p(key.place);
    const cat = p(key.cat);
    total = `coalesce((SELECT n FROM search_counts WHERE scope = ${scope} AND place = ${place} AND cat = ${cat}), 0)`;
    children = objectOf(
      `SELECT ${childScope === 'district' ? "split_part(place, '/', 2)" : 'place'} AS k, n FROM search_counts
       WHERE scope = ${p(childScope)} AND parent = ${p(childParent)} AND cat = ${cat} AND n > 0`,
    );
    categories = `(SELECT coalesce(json_object_agg(cat, n), '{}'::json) FROM search_counts WHERE scope = ${scope} AND place = ${place} AND cat <> '' AND n > 0)`;
  } else {
    total = `(SELECT count(*)::int FROM search_ads ${where})`;
    // The same counts over the matching rows: places one level down in the chosen category (so without the
    // district), and every category and service of the place (so without the category and services).
    const childKey = childScope;
    const around = whereOf({ ...plan, district: undefined }, params).where;
    const ofPlace = whereOf({ ...plan, category: undefined, services: undefined }, params).where;
    const and = (w: string) => (w ? `${w} AND` : 'WHERE');
    children = objectOf(`SELECT ${childKey} AS k, count(*)::int AS n FROM search_ads ${and(around)} ${childKey} IS NOT NULL GROUP BY 1`);
    categories = objectOf(
      `SELECT 't:' || category AS k, count(*)::int AS n FROM search_ads ${ofPlace} GROUP BY 1
       UNION ALL SELECT 's:' || sv, count(*)::int FROM search_ads CROSS JOIN LATERAL unnest(services) AS sv ${ofPlace} GROUP BY 1`,
    );
  }
  const sql = `
    WITH hits AS (SELECT ${HIT_COLUMNS} FROM search_ads ${page.where} ORDER BY ${order} ${page.limit}),
    promoted AS MATERIALIZED (
      SELECT coalesce(array_agg(id ORDER BY id COLLATE "C"), '{}') AS ids, count(*)::int AS n FROM search_ads ${promotedWhere}
    ),
    premium AS (
      SELECT s.id, s.title, s.excerpt, s.category, s.province, s.city, s.district, s.age, s.hour_price, s.verified, s.phone_verified, s.has_video,
             s.promoted, s.approved_at, s.ranked_at, s.tour_city, s.tour_province, s.tour_until::text AS tour_until, picked.place
      FROM (SELECT m.ids[((${w} % m.n + m.n + j) % m.n)::int + 1] AS id, j AS place
            FROM promoted m, generate_series(0, least(${lim}, m.n) - 1) AS j) picked
      JOIN search_ads s ON s.id = picked.id
    )
    SELECT
      ${total} AS total,
      (SELECT coalesce(json_agg(h ORDER BY ${order}), '[]'::json) FROM hits h) AS hits,
      (SELECT coalesce(json_agg(pr ORDER BY pr.place), '[]'::json) FROM premium pr) AS premium,
      (SELECT n FROM promoted) AS premium_total,
      ${children} AS children,
      ${categories} AS categories,
      (SELECT coalesce(json_agg(ph), '[]'::json) FROM (${mainPhotoRowsSql('SELECT id FROM hits UNION ALL SELECT id FROM premium')}) ph) AS photos`;
  return { sql, params };
}

/**
 * The premium block in one statement: the ids of the promoted rows matching the plan (few: read through the
 * partial index `search_ads_promoted_idx`) gathered in their stable order (`id` in byte order, as JavaScript and
 * Meilisearch compare), then only the first `limit` places of the rotated order picked out of that array, as
 * premium-rotation.ts rotates: place j holds sorted position (window mod n + j) mod n (`%` keeps the sign, hence + n).
 * Only those rows are read whole.
 */
export function premiumSql(plan: SearchPlan, windowIndex: number, limit: number): { sql: string; params: unknown[] } {
  const { where, params } = whereOf(plan);
  params.push(windowIndex, limit);
  const w = `$${params.length - 1}::bigint`;
  const sql = `
    WITH m AS MATERIALIZED (
      SELECT coalesce(array_agg(id ORDER BY id COLLATE "C"), '{}') AS ids, count(*)::int AS n
      FROM search_ads ${where ? `${where} AND promoted` : 'WHERE promoted'}
    ),
    picked AS (
      SELECT m.ids[((${w} % m.n + m.n + j) % m.n)::int + 1] AS id, j AS place, m.n
      FROM m, generate_series(0, least($${params.length}::int, m.n) - 1) AS j
    )
    SELECT s.id, s.title, s.excerpt, s.category, s.province, s.city, s.district, s.age, s.hour_price, s.verified, s.phone_verified, s.has_video,
           s.promoted, s.approved_at, s.tour_city, s.tour_province, s.tour_until::text AS tour_until, picked.n AS total
    FROM picked JOIN search_ads s ON s.id = picked.id
    ORDER BY picked.place`;
  return { sql, params };
}

interface HitRow {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  province: string;
  city: string;
  district: string | null;
  age: number;
  hour_price: number | null;
  verified: boolean;
  phone_verified: boolean;
  has_video: boolean;
  promoted: boolean;
  approved_at: string | null;
  ranked_at: string;
  tour_city: string | null;
  tour_province: string | null;
  /** Cast to text in the SQL: a `date` would reach JavaScript as a local-time Date. */
  tour_until: string | null;
}

type ResultRow = {
  total: number;
  hits: HitRow[] | string;
  stats: SearchResult['stats'] | string;
  photos: PhotoRowJson[] | string;
} & Record<`f_${keyof SearchFacets}`, Record<string, number> | string>;

// pg parses json columns; be tolerant of a driver handing back text.
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const tourOf = (h: HitRow) =>
  h.tour_city && h.tour_province && h.tour_until ? { city: h.tour_city, province: h.tour_province, until: h.tour_until } : null;

const toSummary = (h: HitRow, plan: SearchPlan): AdSummary => ({
  id: h.id,
  title: h.title,
  category: h.category,
  province: h.province,
  city: h.city,
  district: h.district,
  age: h.age,
  hourPrice: h.hour_price,
  verified: h.verified,
  phoneVerified: h.phone_verified,
  hasVideo: h.has_video,
  promoted: h.promoted,
  approvedAt: h.approved_at === null ? null : new Date(h.approved_at).toISOString(),
  excerpt: h.excerpt,
  onTour: onTourOf(plan, { city: h.city, province: h.province, tour: tourOf(h) }),
});

const FACET_NAMES = ['category', 'province', 'city', 'district', 'verified', 'language', 'outcalls', 'service'] as const;

/** The cursor of the page after `hits` when there is one. */
function nextCursorOf(plan: SearchPlan, hits: readonly HitRow[], total: number): string | null {
  const last = hits[hits.length - 1];
  if (!last || hits.length < plan.perPage || plan.page * plan.perPage >= total) return null;
  const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
  return encodeCursor(
    plan.sort,
    sortKeyOf(plan.sort, { ...last, rankedAt: iso(last.ranked_at)!, approvedAt: iso(last.approved_at), hourPrice: last.hour_price }),
  );
}

interface BrowseRow {
  total: number;
  hits: HitRow[] | string;
  premium: HitRow[] | string;
  premium_total: number | null;
  children: Record<string, number> | string;
  categories: Record<string, number> | string;
  photos: PhotoRowJson[] | string;
}

/** `t:`/`s:` keyed counts as the category and service facets. */
function splitCategories(counts: Record<string, number>): { category: Record<string, number>; service: Record<string, number> } {
  const category: Record<string, number> = {};
  const service: Record<string, number> = {};
  for (const [key, n] of Object.entries(counts)) {
    if (key.startsWith('t:')) category[key.slice(2)] = n;
    else if (key.startsWith('s:')) service[key.slice(2)] = n;
  }
  return { category, service };
}

/** The default search adapter: `search_ads` in the same Postgres/PGlite as the read models. */
export class PostgresSearchIndex implements SearchIndex {
  /** `db` may be a transaction: the search projector writes through the one that advances its checkpoint. */
  constructor(private readonly db: SqlExecutor) {}

  async upsert(docs: readonly SearchDocument[]): Promise<void> {
    if (!docs.length) return;
    // Postgres refuses to touch one row twice in a statement: keep the newest revision of each id.
    const newest = new Map<string, SearchDocument>();
    for (const d of docs) if ((newest.get(d.id)?.revision ?? -1) < d.revision) newest.set(d.id, d);
    await this.db.query(UPSERT, [JSON.stringify([...newest.values()].map(toRow))]);
  }

  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.db.query('DELETE FROM search_ads WHERE id = ANY($1::text[])', [ids]);
  }

  async removeOwner(ownerId: string): Promise<void> {
    await this.db.query('DELETE FROM search_ads WHERE owner_id = $1', [ownerId]);
  }

  async ping(): Promise<void> {
    await this.db.query('SELECT 1 FROM search_ads LIMIT 1');
  }

  async clear(): Promise<void> {
    // TRUNCATE fires no row-change triggers: the counts go with it.
    await this.db.query('TRUNCATE search_ads, search_counts');
  }

  async search(filter: SearchFilter, options: { now?: Date } = {}): Promise<SearchPage> {
    const plan = planSearch(filter, options.now);
    const { sql, params } = searchSql(plan);
    const { rows } = await this.db.query<ResultRow>(sql, params);
    const row = rows[0]!;
    const total = Number(row.total);
    const facets = Object.fromEntries(FACET_NAMES.map((name) => [name, json(row[`f_${name}`])])) as SearchFacets;
    const hits = json(row.hits);
    const photos = mainPhotosOf(json(row.photos));
    return {
      hits: hits.map((h) => ({ ...toSummary(h, plan), photo: photos.get(h.id) ?? null })),
      total,
      page: plan.page,
      pageCount: pageCountOf(total, plan.perPage),
      perPage: plan.perPage,
      nextCursor: nextCursorOf(plan, hits, total),
      facets,
      stats: json(row.stats),
      photosIncluded: true,
    };
  }

  async hits(filter: SearchFilter, options: { now?: Date } = {}): Promise<HitsPage> {
    const plan = planSearch(filter, options.now);
    const { sql, params } = hitsSql(plan);
    const { rows } = await this.db.query<Pick<ResultRow, 'hits' | 'photos'>>(sql, params);
    const photos = mainPhotosOf(json(rows[0]!.photos));
    return { hits: json(rows[0]!.hits).map((h) => ({ ...toSummary(h, plan), photo: photos.get(h.id) ?? null })), photosIncluded: true };
  }

  async browse(filter: SearchFilter, { now, premiumLimit: limit }: BrowseOptions): Promise<BrowsePage> {
    const plan = planSearch(filter, now);
    const { sql, params } = browseSql(plan, rotationWindowOf(now).index, premiumLimit(limit));
    const { rows } = await this.db.query<BrowseRow>(sql, params);
    const row = rows[0]!;
    const total = Number(row.total);
    const photos = mainPhotosOf(json(row.photos));
    const withPhoto = (h: HitRow): AdSummary => ({ ...toSummary(h, plan), photo: photos.get(h.id) ?? null });
    const hits = json(row.hits);
    const children = json(row.children);
    const place = plan.city ? 'district' : plan.province ? 'city' : 'province';
    return {
      hits: hits.map(withPhoto),
      total,
      page: plan.page,
      pageCount: pageCountOf(total, plan.perPage),
      perPage: plan.perPage,
      nextCursor: nextCursorOf(plan, hits, total),
      facets: { province: {}, city: {}, district: {}, [place]: children, ...splitCategories(json(row.categories)) },
      premium: json(row.premium).map(withPhoto),
      premiumTotal: Number(row.premium_total ?? 0),
      photosIncluded: true,
    };
  }

  async premium(filter: SearchFilter, { limit, now }: PremiumOptions): Promise<PremiumHits> {
    const plan = planSearch(filter);
    const { sql, params } = premiumSql(plan, rotationWindowOf(now).index, premiumLimit(limit));
    const { rows } = await this.db.query<HitRow & { total: number }>(sql, params);
    return { hits: rows.map((h) => toSummary(h, plan)), total: rows.length ? Number(rows[0]!.total) : 0 };
  }
}
