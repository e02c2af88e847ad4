import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { conversationSideSubject } from '@anonse/contracts';
import { hasPersonalDataKeys, type EventStore, type PersonalDataKeys } from '@anonse/eventstore';
import { EVENT_STORE } from '#api/platform/tokens';
import type { PrivateImage } from '../http/private-image-upload';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage';
import { openFile, sealFile } from './sealed-file';

/** Photos in messages live under this prefix of the private side of media storage: no public route serves it. */
export const MESSAGE_PHOTO_PREFIX = 'private/messages/';

export type MessagePhotoSize = 'full' | 'thumb';

/** One side's folder: erasing the side deletes it whole, sent photos and uploads never sent alike. */
const sideFolder = (conversationId: string, senderId: string) => `${MESSAGE_PHOTO_PREFIX}${conversationId}/${senderId}/`;
const fileKeyOf = (conversationId: string, senderId: string, photoId: string, size: MessagePhotoSize) =>
  `${sideFolder(conversationId, senderId)}${photoId}${size === 'thumb' ? '-thumb' : ''}`;

/**
 * The photos of messages (docs/messaging.md § Photos): images re-encoded by the media pipeline, sealed under the
 * sender's side key of the conversation — the key that seals the text — and stored privately under random names.
 * Erasing the side destroys that key, so the files are unreadable for good even where a copy survived, and
 * `purgeSide` deletes them.
 */
@Injectable()
export class MessagePhotoStore {
  private readonly keys: EventStore & PersonalDataKeys;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {
    if (!hasPersonalDataKeys(store)) throw new Error('photos in messages need the key vault: the event store must seal personal data');
    this.keys = store;
  }

  /** Seals and stores the image and its thumbnail; answers the new photo's id. */
  async put(conversationId: string, senderId: string, image: PrivateImage): Promise<string> {
    const key = await this.keys.personalDataKey(conversationSideSubject(conversationId, senderId));
    const photoId = randomBytes(18).toString('base64url');
    const files: [MessagePhotoSize, Buffer][] = [
      ['full', image.body],
      ['thumb', image.thumb ?? image.body],
    ];
    for (const [size, body] of files) {
      const fileKey = fileKeyOf(conversationId, senderId, photoId, size);
      await this.storage.put(fileKey, sealFile(key, fileKey, body), 'application/octet-stream');
    }
    return photoId;
  }

  /** Whether `senderId` uploaded `photoId` into this conversation (and it is not purged). */
  async exists(conversationId: string, senderId: string, photoId: string): Promise<boolean> {
    const opened = await this.storage.open(fileKeyOf(conversationId, senderId, photoId, 'thumb'));
    opened?.stream.destroy();
    return opened !== null;
  }

  /** The plain JPEG, or null when the file or the side's key is gone. */
  async read(conversationId: string, senderId: string, photoId: string, size: MessagePhotoSize): Promise<Buffer | null> {
    const key = await this.keys.existingPersonalDataKey(conversationSideSubject(conversationId, senderId));
    if (!key) return null;
    const fileKey = fileKeyOf(conversationId, senderId, photoId, size);
    const sealed = await this.storage.get(fileKey);
    return sealed ? openFile(key, fileKey, sealed) : null;
  }

  /** Deletes every file of one side of a conversation (repeatable: deleting a missing file is no error). */
  async purgeSide(conversationId: string, accountId: string): Promise<number> {
    const keys = await this.storage.list(sideFolder(conversationId, accountId));
    for (const fileKey of keys) await this.storage.delete(fileKey);
    return keys.length;
  }

  /** Files of one side (tests and tooling). */
  listSide(conversationId: string, accountId: string): Promise<string[]> {
    return this.storage.list(sideFolder(conversationId, accountId));
  }
}
