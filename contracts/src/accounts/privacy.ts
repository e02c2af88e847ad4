import { z } from 'zod';
import { AdDetail } from '../ads/ad-dto';
import { RoleSchema } from '../events/envelope';
import { EntityId, text } from '../text';

/**
 * The account's privacy tools (GDPR art. 15, 17, 20): deleting the account, downloading one's data, and the list
 * of open sessions.
 */

/** POST /api/user/delete: the password again — an open session alone (a borrowed phone) must not erase a person. */
export const DeleteAccountInput = z.object({ password: text({ min: 1, max: 200, trim: false }) });
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

/**
 * One open session. `browser` and `os` are names from a fixed list, recognised in the User-Agent at login (the
 * header itself is never stored or echoed); null when not recognised.
 */
export const SessionDto = z.object({
  id: EntityId,
  browser: z.string().nullable(),
  os: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof SessionDto>;
export const SessionList = z.array(SessionDto);

/** One entry of a stream's history in the export: what happened and when (no sealed values, no password hashes). */
export const ExportedHistoryEntry = z.object({ type: z.string(), occurredAt: z.string() });

export const EXPORT_FORMAT = 'anonse-data-export/1' as const;
export const MAX_EXPORTED_NOTIFICATIONS = 10_000;

/**
 * GET /api/user/export: everything the service holds about the person, as one JSON document (notifications included). Photos are given
 * as links (inside each ad, as the ad holds them); they are served to their owner like any other photo.
 */
export const DataExport = z.object({
  format: z.literal(EXPORT_FORMAT),
  exportedAt: z.string(),
  account: z.object({ id: z.string(), login: z.string(), email: z.string(), role: RoleSchema, registeredAt: z.string() }),
  accountHistory: z.array(ExportedHistoryEntry),
  ads: z.array(AdDetail.extend({ history: z.array(ExportedHistoryEntry) })),
  favourites: z.array(z.object({ adId: z.string(), addedAt: z.string() })),
  /** What the person searches for and is alerted to (saved searches, newest first). */
  savedSearches: z.array(z.object({ id: z.string(), name: z.string(), query: z.string(), digest: z.boolean(), createdAt: z.string(), matches: z.number().int() })),
  sessions: z.array(SessionDto),
  /** The person's notices (newest first, at most MAX_EXPORTED_NOTIFICATIONS). */
  notifications: z.array(
    z.object({ id: z.string(), kind: z.string(), adId: z.string().nullable(), params: z.record(z.string(), z.unknown()), readAt: z.string().nullable(), createdAt: z.string() }),
  ),
});
export type DataExport = z.infer<typeof DataExport>;
