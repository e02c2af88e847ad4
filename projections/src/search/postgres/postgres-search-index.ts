import { RANGE_KEYS, type AdSummary, type SearchFacets, type SearchFilter, type SearchResult } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import type { PremiumHits, PremiumOptions, SearchDocument, SearchIndex } from '../search-index';
import { premiumLimit, rotationWindowOf } from '../premium-rotation';
import { pageCountOf, planSearch, type SearchPlan } from '../search-query';
import { hoursMask, hoursOf } from '../working-hours';

const RANGE_COLUMNS = RANGE_KEYS.join(', ');

// One multi-row statement per batch. The revision guard makes a replayed (older) document a no-op.
const UPSERT = `
  INSERT INTO search_ads AS s (id, revision, owner_id, title, excerpt, category, province, city, district, verified, promoted,
    approved_at, ranked_at, languages, services, outcalls, phone_digits, hours_from, hours_to, open_hours,
    ${RANGE_COLUMNS}, title_norm, search_text)
  SELECT d.id, d.revision, d.owner_id, d.title, d.excerpt, d.category, d.province, d.city, d.district, d.verified, d.promoted,
    d.approved_at, d.ranked_at, d.languages, d.services, d.outcalls, d.phone_digits, d.hours_from, d.hours_to,
    d.open_hours, ${RANGE_KEYS.map((k) => `d.${k}`).join(', ')},
    lower(unaccent(d.title)), to_tsvector('simple', unaccent(d.title || ' ' || d.description))
  FROM jsonb_to_recordset($1::jsonb) AS d(id text, revision bigint, owner_id text, title text, description text, excerpt text,
    category text, province text, city text, district text, verified boolean, promoted boolean,
    approved_at timestamptz, ranked_at timestamptz, languages text[], services text[], outcalls smallint,
    phone_digits text, hours_from smallint, hours_to smallint, open_hours int,
    ${RANGE_KEYS.map((k) => `${k} int`).join(', ')})
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
      'search_text',
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
});

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** WHERE clause of a plan, with its parameters. Exported for EXPLAIN in benches. */
export function whereOf(plan: SearchPlan): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (plan.province !== undefined) conditions.push(`province = ${p(plan.province)}`);
  if (plan.city !== undefined) conditions.push(`city = ${p(plan.city)}`);
  if (plan.district !== undefined) conditions.push(`district = ${p(plan.district)}`);
  if (plan.verified !== undefined) conditions.push(`verified = ${p(plan.verified)}`);
  if (plan.category !== undefined) conditions.push(`category = ${p(plan.category)}`);
  if (plan.languages) conditions.push(`languages && ${p(plan.languages)}::text[]`);
  if (plan.services) conditions.push(`services && ${p(plan.services)}::text[]`);
  if (plan.outcalls !== undefined) conditions.push(`outcalls = ${p(plan.outcalls)}`);
  if (plan.titleWords && plan.titleText) {
    const tsquery = plan.titleWords.map((w) => `${w}:*`).join(' & ');
    conditions.push(
      `(search_text @@ to_tsquery('simple', unaccent(${p(tsquery)})) OR title_norm LIKE '%' || lower(unaccent(${p(likeEscape(plan.titleText))})) || '%')`,
    );
  }
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

const HIT_ORDER = 'promoted DESC, verified DESC, ranked_at DESC, id';

/**
 * The whole answer in ONE round trip: the matching rows are materialised once, then the page, the total, every
 * facet and the range stats are small aggregates over that set.
 */
export function searchSql(plan: SearchPlan): { sql: string; params: unknown[] } {
  const { where, params } = whereOf(plan);
  params.push(plan.perPage, (plan.page - 1) * plan.perPage);
  const limit = `$${params.length - 1}`;
  const offset = `$${params.length}`;
  const sql = `
    WITH m AS MATERIALIZED (
      SELECT id, title, excerpt, category, province, city, district, verified, promoted, approved_at, ranked_at,
             languages, services, outcalls, ${RANGE_COLUMNS}
      FROM search_ads ${where}
    )
    SELECT
      (SELECT count(*)::int FROM m) AS total,
      (SELECT coalesce(json_agg(h ORDER BY ${HIT_ORDER}), '[]'::json) FROM (
         SELECT id, title, excerpt, category, province, city, district, age, hour_price, verified, promoted,
                approved_at, ranked_at
         FROM m ORDER BY ${HIT_ORDER} LIMIT ${limit} OFFSET ${offset}) h) AS hits,
      ${facet('category', 'm', 'category')},
      ${facet('province', 'm', 'province')},
      ${facet('city', 'm', 'city')},
      ${facet('district', 'm WHERE district IS NOT NULL', 'district')},
      ${facet('verified', 'm', 'verified::text')},
      ${facet('language', 'm CROSS JOIN LATERAL unnest(m.languages) AS l(v)', 'l.v')},
      ${facet('outcalls', 'm', 'outcalls::text')},
      ${facet('service', 'm CROSS JOIN LATERAL unnest(m.services) AS sv(v)', 'sv.v')},
      (SELECT ${RANGE_STATS} FROM m) AS stats`;
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
    SELECT s.id, s.title, s.excerpt, s.category, s.province, s.city, s.district, s.age, s.hour_price, s.verified,
           s.promoted, s.approved_at, picked.n AS total
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
  promoted: boolean;
  approved_at: string | null;
}

type ResultRow = { total: number; hits: HitRow[] | string; stats: SearchResult['stats'] | string } & Record<
  `f_${keyof SearchFacets}`,
  Record<string, number> | string
>;

// pg parses json columns; be tolerant of a driver handing back text.
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const toSummary = (h: HitRow): AdSummary => ({
  id: h.id,
  title: h.title,
  category: h.category,
  province: h.province,
  city: h.city,
  district: h.district,
  age: h.age,
  hourPrice: h.hour_price,
  verified: h.verified,
  promoted: h.promoted,
  approvedAt: h.approved_at === null ? null : new Date(h.approved_at).toISOString(),
  excerpt: h.excerpt,
});

const FACET_NAMES = ['category', 'province', 'city', 'district', 'verified', 'language', 'outcalls', 'service'] as const;

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

  async clear(): Promise<void> {
    await this.db.query('TRUNCATE search_ads');
  }

  async search(filter: SearchFilter): Promise<SearchResult> {
    const plan = planSearch(filter);
    const { sql, params } = searchSql(plan);
    const { rows } = await this.db.query<ResultRow>(sql, params);
    const row = rows[0]!;
    const total = Number(row.total);
    const facets = Object.fromEntries(FACET_NAMES.map((name) => [name, json(row[`f_${name}`])])) as SearchFacets;
    return {
      hits: json(row.hits).map(toSummary),
      total,
      page: plan.page,
      pageCount: pageCountOf(total, plan.perPage),
      perPage: plan.perPage,
      nextCursor: null,
      facets,
      stats: json(row.stats),
    };
  }

  async premium(filter: SearchFilter, { limit, now }: PremiumOptions): Promise<PremiumHits> {
    const { sql, params } = premiumSql(planSearch(filter), rotationWindowOf(now).index, premiumLimit(limit));
    const { rows } = await this.db.query<HitRow & { total: number }>(sql, params);
    return { hits: rows.map(toSummary), total: rows.length ? Number(rows[0]!.total) : 0 };
  }
}
