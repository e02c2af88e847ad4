import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { personalDataSubject } from '@anonse/contracts';
import { hasPersonalDataKeys, type EventStore, type PersonalDataKeys } from '@anonse/eventstore';
import { EVENT_STORE } from '#api/platform/tokens';
import type { PrivateImage } from '../http/private-image-upload';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage';
import { openFile, sealFile } from './sealed-file';

/** Images of forum posts live under this prefix of the private side of storage; the forum's own route serves them. */
export const FORUM_IMAGE_PREFIX = 'private/forum/';

const authorFolder = (authorId: string) => `${FORUM_IMAGE_PREFIX}${authorId}/`;
const fileKeyOf = (authorId: string, imageId: string) => `${authorFolder(authorId)}${imageId}`;

/**
 * The images of forum posts (docs/architecture.md § The forum): re-encoded by the media pipeline, sealed under the
 * author's personal-data key — the key that seals the posts' words — and stored under random names in the author's
 * folder. Deleting the account erases that key, so the files are unreadable for good even where a copy survived,
 * and `purgeAuthor` deletes them; deleting a post deletes the images it showed (`delete`).
 */
@Injectable()
export class ForumImageStore {
  private readonly keys: EventStore & PersonalDataKeys;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {
    if (!hasPersonalDataKeys(store)) throw new Error('forum images need the key vault: the event store must seal personal data');
    this.keys = store;
  }

  /** Seals and stores the image; answers its new id. */
  async put(authorId: string, image: PrivateImage): Promise<string> {
    const key = await this.keys.personalDataKey(personalDataSubject(authorId));
    const imageId = randomBytes(18).toString('base64url');
    const fileKey = fileKeyOf(authorId, imageId);
    await this.storage.put(fileKey, sealFile(key, fileKey, image.body), 'application/octet-stream');
    return imageId;
  }

  /** The plain JPEG, or null when the file or the author's key is gone. */
  async read(authorId: string, imageId: string): Promise<Buffer | null> {
    const key = await this.keys.existingPersonalDataKey(personalDataSubject(authorId));
    if (!key) return null;
    const fileKey = fileKeyOf(authorId, imageId);
    const sealed = await this.storage.get(fileKey);
    return sealed ? openFile(key, fileKey, sealed) : null;
  }

  /** Deletes one image (repeatable: a missing file is no error). */
  delete(authorId: string, imageId: string): Promise<void> {
    return this.storage.delete(fileKeyOf(authorId, imageId));
  }

  /** Deletes every image of an author (the account's erasure); answers how many. */
  async purgeAuthor(authorId: string): Promise<number> {
    const keys = await this.storage.list(authorFolder(authorId));
    for (const fileKey of keys) await this.storage.delete(fileKey);
    return keys.length;
  }

  /** An author's files (tests and tooling). */
  listAuthor(authorId: string): Promise<string[]> {
    return this.storage.list(authorFolder(authorId));
  }
}
