import type { Readable } from 'node:stream';

/**
 * Where photo files live (docs/architecture.md § The advertiser's contexts: the storage port). Keys are `private/…` (uploads, masters: never
 * served) or `public/…` (renditions). Every write is atomic — a reader sees the whole file or none — so a
 * crash or failure never leaves a half-written file visible.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file from local disk (the streamed upload) without loading it whole. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Deleting a missing key is not an error (purges are retried). */
  delete(key: string): Promise<void>;
  /** Keys under a prefix (tests and tooling; not used on request paths). */
  list(prefix: string): Promise<string[]>;
}

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

const KEY = /^(private|public)\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*(\.[a-z0-9]{1,5})?$/;

/** Keys are made by this context, never taken from a request; the check keeps a bug from writing outside its root. */
export function assertMediaKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`invalid media storage key ${JSON.stringify(key)}`);
  return key;
}
