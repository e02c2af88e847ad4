import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from '#api/contexts/media/index';
import type { VideoAttestationInput, VideoBlurRegion } from '@anonse/contracts';

/**
 * A resumable upload kept on the storage port (local disk or S3 alike), so it survives a restart and any API node
 * can take the next chunk: `private/video-uploads/{uploadId}/manifest.json` says who uploads what, and every chunk
 * is a file of its own named by where it starts and how long it is. What is stored is therefore read from one
 * listing, a chunk cut off mid-way is never stored (each write is atomic), and the client resumes at the end of the
 * last whole chunk. The prefix is outside the photo sweep's; the video worker deletes uploads left unfinished.
 */
export const VIDEO_UPLOAD_PREFIX = 'private/video-uploads/';
/** The largest chunk one request may carry: small enough that a dropped connection costs little. */
export const VIDEO_CHUNK_BYTES = 8 * 1024 * 1024;
/** An upload nobody finished is deleted after this long. */
export const VIDEO_UPLOAD_TTL_MS = 24 * 3_600_000;

export interface UploadManifest {
  uploadId: string;
  ownerId: string;
  adId: string;
  bytes: number;
  attestation: VideoAttestationInput;
  blurRegions?: VideoBlurRegion[];
  createdAt: string;
}

const prefixOf = (uploadId: string) => `${VIDEO_UPLOAD_PREFIX}${uploadId}/`;
const manifestKey = (uploadId: string) => `${prefixOf(uploadId)}manifest.json`;
const pad = (n: number) => String(n).padStart(12, '0');
const CHUNK = /\/c(\d{12})-(\d{12})$/;

export async function openUpload(storage: MediaStorage, manifest: UploadManifest): Promise<void> {
  await storage.put(manifestKey(manifest.uploadId), Buffer.from(JSON.stringify(manifest)), 'application/json');
}

export async function readManifest(storage: MediaStorage, uploadId: string): Promise<UploadManifest | null> {
  const body = await storage.get(manifestKey(uploadId));
  return body ? (JSON.parse(body.toString('utf8')) as UploadManifest) : null;
}

/** The stored chunks in order, up to the first gap (a gap cannot arise through the routes; it is never trusted). */
async function chunksOf(storage: MediaStorage, uploadId: string): Promise<{ key: string; start: number; length: number }[]> {
  const chunks = (await storage.list(prefixOf(uploadId)))
    .map((key) => ({ key, match: CHUNK.exec(key) }))
    .filter((c) => c.match)
    .map((c) => ({ key: c.key, start: Number(c.match![1]), length: Number(c.match![2]) }))
    .sort((a, b) => a.start - b.start);
  const contiguous = [];
  let at = 0;
  for (const c of chunks) {
    if (c.start !== at) break;
    contiguous.push(c);
    at += c.length;
  }
  return contiguous;
}

/** Bytes stored so far: where the next chunk must start. */
export async function storedOffset(storage: MediaStorage, uploadId: string): Promise<number> {
  const chunks = await chunksOf(storage, uploadId);
  const last = chunks.at(-1);
  return last ? last.start + last.length : 0;
}

export async function storeChunk(storage: MediaStorage, uploadId: string, start: number, file: string, length: number): Promise<void> {
  await storage.putFile(`${prefixOf(uploadId)}c${pad(start)}-${pad(length)}`, file, 'application/octet-stream');
}

/** Joins the chunks into one local file (the whole upload, checked by the caller against the manifest's size). */
export async function assembleUpload(storage: MediaStorage, uploadId: string, target: string): Promise<number> {
  const out = createWriteStream(target);
  let bytes = 0;
  try {
    for (const chunk of await chunksOf(storage, uploadId)) {
      const opened = await storage.open(chunk.key);
      if (!opened) break;
      await pipeline(opened.stream, out, { end: false });
      bytes += opened.size;
    }
  } finally {
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  return bytes;
}

export async function dropUpload(storage: MediaStorage, uploadId: string): Promise<void> {
  for (const key of await storage.list(prefixOf(uploadId))) await storage.delete(key);
}

/** Uploads opened before `before` and never completed (the worker's sweep deletes them). */
export async function abandonedUploads(storage: MediaStorage, before: Date): Promise<string[]> {
  const ids = new Set((await storage.list(VIDEO_UPLOAD_PREFIX)).map((key) => key.slice(VIDEO_UPLOAD_PREFIX.length).split('/')[0]!));
  const old: string[] = [];
  for (const id of ids) {
    const manifest = await readManifest(storage, id);
    if (!manifest || Date.parse(manifest.createdAt) < before.getTime()) old.push(id);
  }
  return old;
}
