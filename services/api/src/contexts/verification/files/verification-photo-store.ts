import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { verificationPhotosSubject } from '@anonse/contracts';
import { hasPersonalDataKeys, type EventStore, type PersonalDataKeys } from '@anonse/eventstore';
import { EVENT_STORE } from '#api/platform/tokens';
import { MEDIA_STORAGE, openFile, sealFile, type MediaStorage } from '#api/contexts/media/index';

/** Verification files live under this prefix of the private side of media storage: no route serves it. */
export const VERIFICATION_PREFIX = 'private/verification/';

/**
 * The photos of a verification attempt: re-encoded images sealed with the attempt's own key from the key vault
 * (never the log), stored privately under random names. Deleting the files and erasing the key make them
 * unreadable for good, even where a copy survived (a backup, an old object version).
 */
@Injectable()
export class VerificationPhotoStore {
  private readonly keys: EventStore & PersonalDataKeys;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {
    if (!hasPersonalDataKeys(store)) throw new Error('verification photos need the key vault: the event store must seal personal data');
    this.keys = store;
  }

  /** Seals and stores one photo of `attemptId`; answers its storage key. */
  async put(attemptId: string, image: Buffer): Promise<string> {
    const key = await this.keys.personalDataKey(verificationPhotosSubject(attemptId));
    const fileKey = `${VERIFICATION_PREFIX}${randomBytes(18).toString('base64url')}`;
    await this.storage.put(fileKey, sealFile(key, fileKey, image), 'application/octet-stream');
    return fileKey;
  }

  /** The plain image, or null when the file or the attempt's key is gone. */
  async read(attemptId: string, fileKey: string): Promise<Buffer | null> {
    if (!fileKey.startsWith(VERIFICATION_PREFIX)) return null;
    const key = await this.keys.existingPersonalDataKey(verificationPhotosSubject(attemptId));
    if (!key) return null;
    const sealed = await this.storage.get(fileKey);
    return sealed ? openFile(key, fileKey, sealed) : null;
  }

  /** Deletes the files, then the key (each step repeatable: a crash between them is finished by the next run). */
  async purge(attemptId: string, fileKeys: readonly string[]): Promise<void> {
    for (const fileKey of fileKeys) if (fileKey.startsWith(VERIFICATION_PREFIX)) await this.storage.delete(fileKey);
    await this.keys.erasePersonalData(verificationPhotosSubject(attemptId));
  }

  /** One file only (an upload that was not recorded), the attempt's key stays. */
  async deleteFile(fileKey: string): Promise<void> {
    if (fileKey.startsWith(VERIFICATION_PREFIX)) await this.storage.delete(fileKey);
  }

  /** Files under the verification prefix (tests and tooling). */
  list(): Promise<string[]> {
    return this.storage.list(VERIFICATION_PREFIX);
  }
}
