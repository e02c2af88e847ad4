import type { ApiContext } from '#api/platform/api-context';
import { MediaModule } from './media.module';

/**
 * The media context's public face. Other contexts use:
 * - `photosByIds(db, ids)` from `@anonse/projections` (exists, owner, status, size, renditions) and
 *   `toPublicPhoto` / `PublicPhoto` to put ready photos into their own answers;
 * - `checkAdPhotos` below, to validate an ad's ordered photo ids;
 * - `ownerPhotoFiles` below, for the account's data export;
 * - `DeleteOwnerPhotosCommand` (CommandBus) to delete every photo of a person (account deletion);
 * - `readPrivateImage` and `sealFile` / `openFile` with `MEDIA_STORAGE`, for images kept private (verification, messages);
 * - `MessagePhotoStore`, the sealed photos of messages (sent by messaging, read again by the data export);
 * - `ForumImageStore`, the sealed images of forum posts (the forum uploads, serves and deletes them; an account's
 *   erasure purges them with its photos);
 * - `PhotoWorker.drain()` in tests, to run due photo jobs without waiting.
 */
export { DeleteOwnerPhotosCommand } from './commands/photo.commands';
export { PhotoWorker } from './workers/photo-worker';
export { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';
/** Files on local disk (the embedded mode's storage; other contexts' tests store through it too). */
export { LocalMediaStorage } from './storage/local-media-storage';
/** S3 or local disk, as configured (the projections worker process opens it for the video worker). */
export { openMediaStorage } from './storage/open-media-storage';
/** AES-256-GCM for a private file under a key from the key vault (its storage key bound in): erasing the key shreds it. */
export { openFile, sealFile } from './storage/sealed-file';
export { MessagePhotoStore } from './storage/message-photo-store';
export { ForumImageStore } from './storage/forum-image-store';
export { checkAdPhotos } from './ad-photos';
/** The data export: every photo of a person as its largest rendition, one at a time. */
export { ownerPhotoFiles } from './owner-photo-files';
// The upload pipeline for other contexts that keep images private (verification photos, photos in messages): a
// streamed read with a byte limit, sniffing and pixel limits before decoding, and decoding that drops every byte of
// metadata, then a JPEG (and a thumbnail when asked) of the pixels; the caller seals and serves it.
export { checkRawImageRequest, readPrivateImage } from './http/private-image-upload';
export type { UploadLimit } from './http/upload-refusals';
export { sharp } from './processing/sharp-options';
/** Streams a request body to a file within a byte limit (the video upload's chunks too). */
export { readUploadTo, UploadTooLargeError } from './http/read-upload';

export const mediaContext: ApiContext = { name: 'media', module: MediaModule };
