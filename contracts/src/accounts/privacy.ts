import { z } from 'zod';
import { AdDetail } from '../ads/ad-dto';
import { PhotoStatus } from '../media/photo-dto';
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
/** MAX_PHOTOS_PER_OWNER's ceiling: the export lists every photo a person may keep. */
export const MAX_EXPORTED_PHOTOS = 100_000;
/** The archive's name for a photo's file. */
export const exportedPhotoPath = (photoId: string, extension: string) => `photos/${photoId}.${extension}`;

/**
 * GET /api/user/export: everything the service holds about the person, as one JSON document (notifications included). Photos are given
 * as links (inside each ad, as the ad holds them) and listed in `photos`, every one the person keeps (in an ad, in a
 * waiting revision or not used yet). GET /api/user/export.zip gives the same document as `data.json` with every
 * photo's largest rendition beside it, as `photos/{id}.{jpg|webp|avif}`.
 */
export const DataExport = z.object({
  format: z.literal(EXPORT_FORMAT),
  exportedAt: z.string(),
  account: z.object({ id: z.string(), login: z.string(), email: z.string(), role: RoleSchema, registeredAt: z.string() }),
  accountHistory: z.array(ExportedHistoryEntry),
  ads: z.array(AdDetail.extend({ history: z.array(ExportedHistoryEntry) })),
  favourites: z.array(z.object({ adId: z.string(), addedAt: z.string() })),
  /** What the person searches for and is alerted to (saved searches, newest first). */
  savedSearches: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      query: z.string(),
      digest: z.boolean(),
      createdAt: z.string(),
      matches: z.number().int(),
    }),
  ),
  sessions: z.array(SessionDto),
  /**
   * The messages the person wrote (not the other side's: those are the other person's data), by conversation and order;
   * `photos` names their photos, whose files the archive holds under `messages/{conversationId}/{photo id}.jpg`.
   */
  messages: z.array(
    z.object({
      conversationId: z.string(),
      otherId: z.string(),
      seq: z.number().int(),
      text: z.string().nullable(),
      photos: z.array(z.string()),
      sentAt: z.string(),
    }),
  ),
  /** The person's support chat, both sides (it is about them), oldest first; staff are "staff", never named. */
  supportChat: z.array(z.object({ seq: z.number().int(), author: z.enum(['person', 'staff']), text: z.string(), sentAt: z.string() })),
  /**
   * The forum posts the person wrote, oldest first, deleted ones too (their words are still held until the account
   * goes): the Markdown as written and the texts it had before each edit.
   */
  forumPosts: z.array(
    z.object({
      topicId: z.string(),
      topicTitle: z.string(),
      postId: z.string(),
      number: z.number().int(),
      body: z.string(),
      earlierBodies: z.array(z.string()),
      status: z.string(),
      deleted: z.boolean(),
      createdAt: z.string(),
      editedAt: z.string().nullable(),
    }),
  ),
  /** What the person follows on the forum (newest first) and whether its daily e-mail is on. */
  forumFollows: z.object({
    digest: z.boolean(),
    topics: z.array(z.object({ id: z.string(), title: z.string(), followedAt: z.string() })),
    categories: z.array(z.object({ id: z.string(), name: z.string(), followedAt: z.string() })),
  }),
  /** Every photo the person keeps, newest first; those with a rendition are in the ZIP as `photos/{id}.{extension}`. */
  photos: z.array(
    z.object({
      id: z.string(),
      status: PhotoStatus,
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      createdAt: z.string(),
    }),
  ),
  /**
   * The person's videos in every state but removed, newest first, with what they attested; the ZIP holds each one's
   * best rendition as `videos/{id}.mp4` and its poster as `videos/{id}.jpg`.
   */
  videos: z.array(
    z.object({
      id: z.string(),
      adId: z.string(),
      status: z.string(),
      durationMs: z.number().int(),
      uploadedAt: z.string(),
      attestation: z.object({ textVersion: z.string(), uploaderAppears: z.boolean().nullable(), attestedAt: z.string() }).nullable(),
      rejectionReasons: z.array(z.string()),
    }),
  ),
  /** The person's notices (newest first, at most MAX_EXPORTED_NOTIFICATIONS). */
  notifications: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      adId: z.string().nullable(),
      params: z.record(z.string(), z.unknown()),
      readAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type DataExport = z.infer<typeof DataExport>;
