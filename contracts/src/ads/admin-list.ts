import { z } from 'zod';
import { jsonParam, ListRange } from '../admin/simple-rest';
import { text } from '../text';
import { AdStatus } from './ad-dto';

/**
 * Fields the console may sort the ad list by (react-admin `sort`). The contract and the query share this list,
 * so a field name from the client is only ever a key looked up in it, never text put into SQL.
 */
export const ADMIN_AD_SORT_KEYS = ['id', 'title', 'status', 'city', 'category', 'createdAt', 'approvedAt', 'revision'] as const;
export const AdminAdSortKey = z.enum(ADMIN_AD_SORT_KEYS);
export type AdminAdSortKey = z.infer<typeof AdminAdSortKey>;

/** Filters of the ad list; anything else is refused (400) instead of silently ignored. */
export const AdminAdFilter = z.strictObject({
  status: AdStatus.optional(),
  q: text({ max: 200 }).optional(),
  city: text({ max: 80 }).optional(),
  category: text({ max: 40 }).optional(),
  ownerId: text({ max: 100 }).optional(),
  /** The owner by login (case-insensitive) or account id: what a moderator has at hand. */
  owner: text({ max: 100 }).optional(),
  /** The owner's verification badge / a promotion in force (react-admin sends JSON booleans). */
  verified: z.boolean().optional(),
  promoted: z.boolean().optional(),
  /** `moderation`: what waits for a decision — new or resubmitted ads and revisions of live ones. */
  queue: z.literal('moderation').optional(),
});
export type AdminAdFilter = z.infer<typeof AdminAdFilter>;

/** GET /api/admin/ads — ra-data-simple-rest list parameters: `sort=["field","DESC"]&range=[0,24]&filter={…}`. */
export const AdminAdListParams = z.object({
  sort: jsonParam(z.tuple([AdminAdSortKey, z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(ListRange),
  filter: jsonParam(AdminAdFilter),
});
export type AdminAdListParams = z.infer<typeof AdminAdListParams>;

/** How the simple-rest JSON query parameters read, for the API document. */
export const AD_ADMIN_LIST_DOCS = {
  sort: `JSON: ["createdAt","DESC"]; fields: ${ADMIN_AD_SORT_KEYS.join(', ')} (anything else: 400)`,
  range: 'JSON: [0,24] (inclusive)',
  filter: `JSON: {"status":"pending","q":"…"}; fields: ${Object.keys(AdminAdFilter.shape).join(', ')} (anything else: 400)`,
} as const;
