import type { AdDetail, AdStatus, SearchFilter, SearchResult } from '@anonse/contracts';

/** The read models and search the API queries (implemented over @anonse/projections in read-side.impl.ts). */
export interface ReadSide {
  getAd(id: string): Promise<AdDetail | null>;
  listAdsOfOwner(ownerId: string): Promise<AdDetail[]>;
  listAdsForAdmin(query: AdminListQuery): Promise<{ rows: AdDetail[]; total: number }>;
  search(filter: SearchFilter): Promise<SearchResult>;
  /** Global position the read side has applied (per projector), for read-your-writes across processes. */
  checkpoints(): Promise<Record<string, number>>;
}

export interface AdminListQuery {
  filter?: { status?: AdStatus; q?: string; city?: string; category?: string; ownerId?: string };
  sort?: { field: string; order: 'ASC' | 'DESC' };
  range?: [number, number];
}

/** Raised by the read side for a list query it refuses (unknown sort field, range too large): 400. */
export class BadListQueryError extends Error {
  override readonly name = 'BadListQueryError';
}
