import type { SqlExecutor } from '@anonse/eventstore';

export interface SalonRow {
  id: string;
  ownerId: string;
  slug: string;
  status: 'pending' | 'approved' | 'rejected';
  revision: number;
  name: string;
  city: string;
  district: string | null;
  fields: Record<string, unknown>;
  pendingFields: Record<string, unknown> | null;
  everApproved: boolean;
  rejectionReason: string | null;
  createdAt: string;
  approvedAt: string | null;
  updatedAt: string;
}

interface Row {
  id: string;
  owner_id: string;
  slug: string;
  status: SalonRow['status'];
  revision: number;
  name: string;
  city: string;
  district: string | null;
  fields: unknown;
  pending_fields: unknown;
  ever_approved: boolean;
  rejection_reason: string | null;
  created_at: Date | string;
  approved_at: Date | string | null;
  updated_at: Date | string;
}

const COLUMNS =
  'id, owner_id, slug, status, revision, name, city, district, fields, pending_fields, ever_approved, rejection_reason, created_at, approved_at, updated_at';
const iso = (v: Date | string) => new Date(v).toISOString();
const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;

const toRow = (r: Row): SalonRow => ({
  id: r.id,
  ownerId: r.owner_id,
  slug: r.slug,
  status: r.status,
  revision: Number(r.revision),
  name: r.name,
  city: r.city,
  district: r.district,
  fields: json(r.fields),
  pendingFields: r.pending_fields == null ? null : json(r.pending_fields),
  everApproved: r.ever_approved,
  rejectionReason: r.rejection_reason,
  createdAt: iso(r.created_at),
  approvedAt: r.approved_at ? iso(r.approved_at) : null,
  updatedAt: iso(r.updated_at),
});

/** Public: approved at least once (an edit waiting keeps the approved version up) and the owner not blocked. */
const PUBLIC = `s.ever_approved AND s.status = 'approved' AND NOT EXISTS (SELECT 1 FROM accounts b WHERE b.id = s.owner_id AND b.blocked)`;

export async function getSalon(db: SqlExecutor, id: string): Promise<SalonRow | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM salons WHERE id = $1`, [id]);
  return rows[0] ? toRow(rows[0]) : null;
}

export async function getSalonBySlug(db: SqlExecutor, slug: string): Promise<SalonRow | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM salons WHERE slug = $1`, [slug]);
  return rows[0] ? toRow(rows[0]) : null;
}

/** Whether the salon may be shown to anyone (the spec's `approved`). */
export async function isSalonPublic(db: SqlExecutor, id: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM salons s WHERE s.id = $1 AND ${PUBLIC}`, [id]);
  return rows.length > 0;
}

/** Whether another salon holds `slug` (the API then picks another before deciding). */
export async function isSalonSlugTaken(db: SqlExecutor, slug: string, exceptId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM salons WHERE slug = $1 AND id <> $2', [slug, exceptId]);
  return rows.length > 0;
}

export async function listSalonsOfOwner(db: SqlExecutor, ownerId: string): Promise<SalonRow[]> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM salons WHERE owner_id = $1 ORDER BY created_at DESC, id LIMIT 100`, [
    ownerId,
  ]);
  return rows.map(toRow);
}

export interface PublicSalonQuery {
  /** A town key. */
  city?: string;
  /** Free text matched against the slugified name and town. */
  text?: string;
  page: number;
  perPage: number;
}

/** Approved salons, newest approval first. */
export async function listPublicSalons(db: SqlExecutor, q: PublicSalonQuery): Promise<{ rows: SalonRow[]; total: number }> {
  const where = [PUBLIC];
  const params: unknown[] = [];
  if (q.city) {
    params.push(q.city);
    where.push(`s.city = $${params.length}`);
  }
  if (q.text) {
    params.push(`%${q.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`s.search_text LIKE $${params.length}`);
  }
  const sql = where.join(' AND ');
  const count = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM salons s WHERE ${sql}`, params);
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS.split(', ')
      .map((c) => `s.${c}`)
      .join(', ')} FROM salons s WHERE ${sql} ORDER BY s.approved_at DESC, s.id LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
    params,
  );
  return { rows: rows.map(toRow), total: Number(count.rows[0]?.n ?? 0) };
}

/** Towns with at least one public salon and how many (the list page's by-city links). */
export async function publicSalonCities(db: SqlExecutor): Promise<{ city: string; count: number }[]> {
  const { rows } = await db.query<{ city: string; n: string | number }>(
    `SELECT s.city, count(*) AS n FROM salons s WHERE ${PUBLIC} GROUP BY s.city ORDER BY count(*) DESC, s.city LIMIT 200`,
  );
  return rows.map((r) => ({ city: r.city, count: Number(r.n) }));
}

export const ADMIN_SALON_SORT = { createdAt: 'created_at', updatedAt: 'updated_at', name: 'name', status: 'status' } as const;

export interface AdminSalonQuery {
  status?: SalonRow['status'];
  text?: string;
  sort?: { field: keyof typeof ADMIN_SALON_SORT; order: 'ASC' | 'DESC' };
  range: [number, number];
}

/** The console's list: those waiting for a decision (new or a revision) first, then the newest change. */
export async function listSalonsForAdmin(db: SqlExecutor, q: AdminSalonQuery): Promise<{ rows: SalonRow[]; total: number }> {
  const where: string[] = ['true'];
  const params: unknown[] = [];
  if (q.status) {
    params.push(q.status);
    where.push(`status = $${params.length}`);
  }
  if (q.text) {
    params.push(`%${q.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(lower(name) LIKE $${params.length} OR search_text LIKE $${params.length} OR slug LIKE $${params.length})`);
  }
  const order = q.sort
    ? `${ADMIN_SALON_SORT[q.sort.field]} ${q.sort.order}, id`
    : `(status = 'pending' OR pending_fields IS NOT NULL) DESC, updated_at DESC, id`;
  const sql = where.join(' AND ');
  const count = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM salons WHERE ${sql}`, params);
  const [from, to] = q.range;
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM salons WHERE ${sql} ORDER BY ${order} LIMIT ${to - from + 1} OFFSET ${from}`,
    params,
  );
  return { rows: rows.map(toRow), total: Number(count.rows[0]?.n ?? 0) };
}

/** Whether a photo is in the public version of a public salon (the media context then serves it to anyone). */
export async function isPhotoOnPublicSalon(db: SqlExecutor, photoId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM salons s WHERE (s.fields->'photos') ? $1 AND ${PUBLIC} LIMIT 1`, [photoId]);
  return rows.length > 0;
}

/** Slugs and last change of every public salon (the XML sitemap). */
export async function publicSalonSlugs(db: SqlExecutor, limit = 50_000): Promise<{ slug: string; updatedAt: string }[]> {
  const { rows } = await db.query<{ slug: string; updated_at: Date | string }>(
    `SELECT s.slug, s.updated_at FROM salons s WHERE ${PUBLIC} ORDER BY s.approved_at, s.id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({ slug: r.slug, updatedAt: iso(r.updated_at) }));
}

/** Which of `adIds` are the owner's own ads (any state but deleted). */
export async function ownAdIds(db: SqlExecutor, ownerId: string, adIds: readonly string[]): Promise<Set<string>> {
  if (!adIds.length) return new Set();
  const { rows } = await db.query<{ id: string }>('SELECT id FROM ads WHERE owner_id = $1 AND id = ANY($2::text[])', [ownerId, [...adIds]]);
  return new Set(rows.map((r) => r.id));
}

/** The ads among `adIds` that are live now (approved, owner not blocked), in the order asked, with title and town. */
export async function liveAdsOf(
  db: SqlExecutor,
  ownerId: string,
  adIds: readonly string[],
): Promise<{ id: string; title: string; city: string; photoId: string | null }[]> {
  if (!adIds.length) return [];
  const { rows } = await db.query<{ id: string; title: string; city: string; photo: string | null }>(
    `SELECT a.id, a.title, a.city, a.fields->'photos'->>0 AS photo FROM ads a WHERE a.owner_id = $1 AND a.id = ANY($2::text[]) AND a.status = 'approved'
       AND NOT EXISTS (SELECT 1 FROM accounts b WHERE b.id = a.owner_id AND b.blocked)`,
    [ownerId, [...adIds]],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return adIds.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id: r.id, title: r.title, city: r.city, photoId: r.photo }] : [];
  });
}
