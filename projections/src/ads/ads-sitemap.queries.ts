import type { SqlExecutor } from '@anonse/eventstore';

/**
 * What the XML sitemaps read from the `ads` read model: the public ads (approved, of an owner not blocked: the ads
 * search shows) in cheap shapes — a count, pages of (id, title, last change) in id order, and grouped rows per
 * place and category or service — never whole ads. `changed` is the ad's last change (created, approved or edited).
 */
const PUBLIC = `ads.status = 'approved' AND NOT EXISTS (SELECT 1 FROM accounts b WHERE b.id = ads.owner_id AND b.blocked)`;
const CHANGED = 'greatest(ads.created_at, ads.approved_at, ads.updated_at)';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export async function countPublicAds(db: SqlExecutor): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ads WHERE ${PUBLIC}`);
  return Number(rows[0]?.n ?? 0);
}

export interface PublicAdPage {
  id: string;
  title: string;
  changed: string;
}

/** Public ads `offset` … `offset + limit - 1` in id order (a stable order while ads come and go). */
export async function publicAdPages(db: SqlExecutor, offset: number, limit: number): Promise<PublicAdPage[]> {
  const { rows } = await db.query<{ id: string; title: string; changed: Date | string }>(
    `SELECT ads.id, ads.title, ${CHANGED} AS changed FROM ads WHERE ${PUBLIC} ORDER BY ads.id LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows.map((r) => ({ id: r.id, title: r.title, changed: iso(r.changed) }));
}

/** The newest change among the same ads as `publicAdPages(offset, limit)`. */
export async function publicAdsLastChange(db: SqlExecutor, offset: number, limit: number): Promise<string | null> {
  const { rows } = await db.query<{ changed: Date | string | null }>(
    `SELECT max(changed) AS changed FROM (SELECT ${CHANGED} AS changed FROM ads WHERE ${PUBLIC} ORDER BY ads.id LIMIT $1 OFFSET $2) page`,
    [limit, offset],
  );
  const changed = rows[0]?.changed;
  return changed ? iso(changed) : null;
}

export interface PublicAdGroup {
  province: string;
  city: string;
  district: string | null;
  /** The search category (`tag1`) or, from `publicAdServicesByPlace`, one service slug. */
  key: string;
  count: number;
  changed: string;
}

type GroupRow = { province: string; city: string; district: string | null; key: string; n: string | number; changed: Date | string };
const toGroup = (r: GroupRow): PublicAdGroup => ({
  province: r.province,
  city: r.city,
  district: r.district,
  key: r.key,
  count: Number(r.n),
  changed: iso(r.changed),
});

/** Public ads per (province, town, district, category), with the newest change of each group. */
export async function publicAdsByPlace(db: SqlExecutor): Promise<PublicAdGroup[]> {
  const { rows } = await db.query<GroupRow>(
    `SELECT province, city, district, category AS key, count(*) AS n, max(${CHANGED}) AS changed
       FROM ads WHERE ${PUBLIC} GROUP BY province, city, district, category`,
  );
  return rows.map(toGroup);
}

/** Public ads per (province, town, district, service offered): one row per service an ad lists. */
export async function publicAdServicesByPlace(db: SqlExecutor): Promise<PublicAdGroup[]> {
  const { rows } = await db.query<GroupRow>(
    `SELECT province, city, district, s.service AS key, count(*) AS n, max(${CHANGED}) AS changed
       FROM ads CROSS JOIN LATERAL jsonb_array_elements_text(coalesce(ads.fields->'services', '[]'::jsonb)) AS s(service)
      WHERE ${PUBLIC} GROUP BY province, city, district, s.service`,
  );
  return rows.map(toGroup);
}
