import type { PhotoFailureReason } from '@anonse/contracts';

/** The image itself is unusable (not a transient fault): the photo fails with this reason, retrying cannot help. */
export class ImageRejectedError extends Error {
  override readonly name = 'ImageRejectedError';
  constructor(
    readonly reason: PhotoFailureReason,
    message: string,
  ) {
    super(message);
  }
}
