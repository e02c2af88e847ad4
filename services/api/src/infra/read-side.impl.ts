import type { SqlExecutor } from '@anonse/eventstore';
import { getAd, InvalidListQueryError, listAdsForAdmin, listAdsOfOwner, type SearchIndex } from '@anonse/projections';
import { BadListQueryError, type ReadSide } from './read-side';

/** The ReadSide over @anonse/projections' query functions and the configured SearchIndex. */
export function createReadSide(db: SqlExecutor, searchIndex: SearchIndex, projectorNames: readonly string[]): ReadSide {
  return {
    getAd: (id) => getAd(db, id),
    listAdsOfOwner: (ownerId) => listAdsOfOwner(db, ownerId),
    async listAdsForAdmin(query) {
      try {
        return await listAdsForAdmin(db, query);
      } catch (error) {
        if (error instanceof InvalidListQueryError) throw new BadListQueryError(error.message);
        throw error;
      }
    },
    search: (filter) => searchIndex.search(filter),
    async checkpoints() {
      const { rows } = await db.query<{ name: string; position: number | string }>('SELECT name, position FROM checkpoints WHERE name = ANY($1::text[])', [
        projectorNames,
      ]);
      const out: Record<string, number> = Object.fromEntries(projectorNames.map((n) => [n, -1]));
      for (const r of rows) out[r.name] = Number(r.position);
      return out;
    },
  };
}
