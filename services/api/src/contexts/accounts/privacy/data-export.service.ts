import { Inject, Injectable } from '@nestjs/common';
import {
  accountStreamId,
  adStreamId,
  EXPORT_FORMAT,
  exportedPhotoPath,
  MAX_EXPORTED_NOTIFICATIONS,
  MAX_EXPORTED_PHOTOS,
  type DataExport,
} from '@anonse/contracts';
import type { EventStore, RecordedEvent, SqlClient } from '@anonse/eventstore';
import {
  listAdsOfOwner,
  listFavouriteIds,
  listNotifications,
  listSavedSearches,
  listForumFollows,
  ownForumPostsOf,
  ownMessagesOf,
  ownSupportChatOf,
  photosOfOwner,
  videosOfOwner,
} from '@anonse/projections';
import type { Clock } from '#api/platform/clock/clock';
import { foldEvents } from '#api/platform/commands/command-runner';
import type { ZipEntry } from '#api/platform/http/zip-stream';
import { CLOCK, EVENT_STORE, SQL } from '#api/platform/tokens';
import { MEDIA_STORAGE, MessagePhotoStore, ownerPhotoFiles, type MediaStorage } from '#api/contexts/media/index';
import { accountDecider } from '../domain/decide';
import { SessionListService } from '../sessions/session-list.service';

/** What happened and when; the events' values stay out (password hashes, moderators' ids). */
const historyOf = (events: readonly RecordedEvent[]) =>
  events.map((e) => ({
    type: e.type,
    occurredAt: typeof e.metadata.occurredAt === 'string' ? e.metadata.occurredAt : e.createdAt.toISOString(),
  }));

/**
 * Everything held about one person (GDPR art. 15 and 20): the account, every ad in every state with its history,
 * favourites, open sessions, the messages and forum posts they wrote, their support chat, notifications, the list of their photos and their videos; the archive adds the photos' and videos' files.
 */
@Injectable()
export class DataExportService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly sessions: SessionListService,
  ) {}

  /** Null when the account does not exist (any more). */
  async exportOf(accountId: string, currentToken: string | undefined): Promise<DataExport | null> {
    const accountEvents = await this.store.readStream(accountStreamId(accountId));
    const account = foldEvents(accountDecider, accountEvents);
    if (account.status !== 'registered') return null;
    const ads = await listAdsOfOwner(this.sql, accountId);
    const adHistories = await Promise.all(ads.map((ad) => this.store.readStream(adStreamId(ad.id))));
    return {
      format: EXPORT_FORMAT,
      exportedAt: this.clock.now().toISOString(),
      account: { id: account.id, login: account.login, email: account.email, role: account.role, registeredAt: account.registeredAt },
      accountHistory: historyOf(accountEvents),
      ads: ads.map((ad, i) => ({ ...ad, history: historyOf(adHistories[i]!) })),
      favourites: await listFavouriteIds(this.sql, accountId),
      savedSearches: (await listSavedSearches(this.sql, accountId)).map(({ id, name, query, digest, createdAt, matches }) => ({
        id,
        name,
        query,
        digest,
        createdAt,
        matches,
      })),
      sessions: await this.sessions.list(accountId, currentToken),
      messages: await ownMessagesOf(this.sql, accountId),
      supportChat: (await ownSupportChatOf(this.sql, accountId)).map(({ seq, author, text, sentAt }) => ({ seq, author, text, sentAt })),
      forumPosts: await ownForumPostsOf(this.sql, accountId),
      forumFollows: await forumFollowsOf(this.sql, accountId),
      notifications: (await listNotifications(this.sql, accountId, MAX_EXPORTED_NOTIFICATIONS)).map((n) => ({
        id: n.id,
        kind: n.kind,
        adId: n.adId,
        params: { ...n.params },
        readAt: n.readAt,
        createdAt: n.createdAt,
      })),
      videos: (await videosOfOwner(this.sql, accountId))
        .filter((v) => v.status !== 'removed')
        .map((v) => ({
          id: v.id,
          adId: v.adId,
          status: v.status,
          durationMs: v.durationMs,
          uploadedAt: v.uploadedAt,
          attestation: v.attestation
            ? {
                textVersion: v.attestation.textVersion,
                uploaderAppears: v.attestation.uploaderAppears,
                attestedAt: v.attestation.attestedAt,
              }
            : null,
          rejectionReasons: [...v.reasonCodes, ...(v.rejectionReason ? [v.rejectionReason] : [])],
        })),
      photos: (await photosOfOwner(this.sql, accountId, MAX_EXPORTED_PHOTOS)).map((p) => ({
        id: p.id,
        status: p.status,
        width: p.width,
        height: p.height,
        createdAt: p.createdAt,
      })),
    };
  }

  /** The archive's files: `data.json`, then each photo's largest rendition, read when the download reaches it. */
  async *archiveOf(data: DataExport): AsyncGenerator<ZipEntry> {
    yield { name: 'data.json', body: Buffer.from(JSON.stringify(data, null, 2)) };
    for await (const file of ownerPhotoFiles(this.sql, this.storage, data.account.id))
      yield { name: exportedPhotoPath(file.photo.id, file.extension), body: file.body };
    // Each video's best rendition and its poster, read from storage as the download reaches them.
    for (const video of await videosOfOwner(this.sql, data.account.id)) {
      if (video.status === 'removed') continue;
      const best = [...video.renditions].sort((a, b) => b.quality - a.quality)[0];
      for (const [key, name] of [
        [best?.fileKey, `videos/${video.id}.mp4`],
        [video.posterKey, `videos/${video.id}.jpg`],
      ] as const) {
        const body = key ? await this.storage.get(key) : null;
        if (body) yield { name, body };
      }
    }
    // Photos sent in messages: opened with the side's key, one at a time as the download reaches them.
    const messagePhotos = new MessagePhotoStore(this.store, this.storage);
    for (const message of data.messages)
      for (const photoId of message.photos) {
        const body = await messagePhotos.read(message.conversationId, data.account.id, photoId, 'full');
        if (body) yield { name: `messages/${message.conversationId}/${photoId}.jpg`, body };
      }
  }
}

/** What the person follows on the forum, as the export tells it (no slugs: the ids and names say what it is). */
async function forumFollowsOf(sql: SqlClient, accountId: string): Promise<DataExport['forumFollows']> {
  const follows = await listForumFollows(sql, accountId);
  return {
    digest: follows.digest,
    topics: follows.topics.map(({ id, title, followedAt }) => ({ id, title, followedAt })),
    categories: follows.categories.map(({ id, name, followedAt }) => ({ id, name, followedAt })),
  };
}
