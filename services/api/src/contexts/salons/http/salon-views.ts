import {
  cityByKeyOf,
  districtsOfCity,
  type AdminSalon,
  type DayHours,
  type OwnerSalon,
  type PublicPhoto,
  type SalonPublic,
  type SalonSummary,
} from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { liveAdsOf, photosByIds, toPublicPhoto, type SalonRow } from '@anonse/projections';

/** The fields as stored in the read model (validated when they entered the log). */
interface StoredFields {
  name: string;
  city: string;
  district?: string;
  street: string;
  showAddress: boolean;
  phone: string;
  description: string;
  hours: DayHours[];
  photos: string[];
  masseuseAdIds: string[];
}
const fieldsOf = (f: Record<string, unknown>) => f as unknown as StoredFields;

async function publicPhotos(db: SqlExecutor, ids: readonly string[]): Promise<PublicPhoto[]> {
  return (await photosByIds(db, ids)).flatMap((p) => toPublicPhoto(p) ?? []);
}

/**
 * The salon page's data. `privileged` (owner or staff) sees the version waiting for its first decision and the
 * address whatever the owner chose; the public the approved version, the address only when the owner shows it.
 */
export async function toSalonPublic(db: SqlExecutor, row: SalonRow, privileged: boolean, approved: boolean): Promise<SalonPublic> {
  const f = fieldsOf(row.fields);
  const city = cityByKeyOf(f.city);
  const masseuses = await liveAdsOf(db, row.ownerId, f.masseuseAdIds ?? []);
  const adPhotos = new Map(
    (
      await photosByIds(
        db,
        masseuses.flatMap((m) => (m.photoId ? [m.photoId] : [])),
      )
    ).map((p) => [p.id, toPublicPhoto(p)]),
  );
  return {
    id: row.id,
    slug: row.slug,
    approved,
    user_id: row.ownerId,
    status: row.status,
    hasRevision: row.pendingFields !== null,
    name: f.name,
    city: f.city,
    cityName: city?.name ?? f.city,
    provinceSlug: city?.provinceSlug ?? '',
    district: f.district ?? null,
    districtName: f.district ? (districtsOfCity(f.city).find((d) => d.slug === f.district)?.name ?? f.district) : null,
    street: f.showAddress || privileged ? f.street : null,
    phone: f.phone,
    description: f.description,
    hours: f.hours,
    photos: await publicPhotos(db, f.photos ?? []),
    masseuses: masseuses.map((m) => ({ adId: m.id, title: m.title, city: m.city, photo: (m.photoId && adPhotos.get(m.photoId)) || null })),
    createdAt: row.createdAt,
    approvedAt: row.approvedAt,
    updatedAt: row.updatedAt,
  };
}

export async function toSalonSummaries(db: SqlExecutor, rows: readonly SalonRow[]): Promise<SalonSummary[]> {
  const firstPhotos = rows.flatMap((r) => (fieldsOf(r.fields).photos ?? []).slice(0, 1));
  const photos = new Map((await photosByIds(db, firstPhotos)).map((p) => [p.id, toPublicPhoto(p)]));
  return rows.map((r) => {
    const f = fieldsOf(r.fields);
    const first = f.photos?.[0];
    return {
      id: r.id,
      slug: r.slug,
      name: f.name,
      city: f.city,
      cityName: cityByKeyOf(f.city)?.name ?? f.city,
      district: f.district ?? null,
      photo: (first && photos.get(first)) || null,
      approvedAt: r.approvedAt,
    };
  });
}

/** The owner's view: what they last sent (a waiting revision first), so the edit form starts from it. */
export function toOwnerSalon(row: SalonRow): OwnerSalon {
  const fields = row.pendingFields ?? row.fields;
  const f = fieldsOf(fields);
  return {
    id: row.id,
    slug: row.slug,
    ownerId: row.ownerId,
    status: row.status,
    hasRevision: row.pendingFields !== null,
    revision: row.revision,
    fields,
    name: f.name,
    city: f.city,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt,
    approvedAt: row.approvedAt,
    updatedAt: row.updatedAt,
  };
}

/** The console's view: the version to decide on with its photos, and the public one beside it when they differ. */
export async function toAdminSalon(db: SqlExecutor, row: SalonRow, ownerLogin: string | null): Promise<AdminSalon> {
  const owner = toOwnerSalon(row);
  return {
    ...owner,
    ownerLogin,
    photos: await publicPhotos(db, fieldsOf(owner.fields).photos ?? []),
    publicFields: row.pendingFields ? row.fields : null,
  };
}
