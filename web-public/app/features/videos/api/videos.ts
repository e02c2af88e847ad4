import type { SwiperPage, VideoBlurRegion, VideoDto, VideoUploadDto } from '@anonse/contracts/browser';
import { VIDEO_ATTESTATION_VERSION } from '@anonse/contracts/browser';
import { ApiRequestError, readJson, type ApiFetch } from '#web/lib/api';

/** The browser sends at most this much per request: a dropped connection costs at most one such chunk. */
const CHUNK = 2 * 1024 * 1024;

export interface UploadProgress {
  sent: number;
  total: number;
  /** A chunk failed (the connection dropped): the loop asks the server where to go on and resumes. */
  resuming: boolean;
}

const key = (file: File, adId: string) => `anonse-video-upload:${adId}:${file.name}:${file.size}:${file.lastModified}`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The resumable upload (contracts/src/videos/video-dto.ts): opens an upload (or finds the one this file started
 * before, kept in localStorage, so a reload resumes too), sends chunks from the server's offset, and after a failed
 * chunk asks the server for its offset and goes on from there, with a growing pause, up to 30 tries in a row.
 */
export async function uploadVideo(
  api: ApiFetch,
  file: File,
  input: { adId: string; uploaderAppears: boolean; blurRegions?: VideoBlurRegion[] },
  onProgress: (progress: UploadProgress) => void,
): Promise<VideoDto> {
  const remembered = localStorage.getItem(key(file, input.adId));
  let upload: VideoUploadDto | null = null;
  if (remembered)
    upload = await readJson<VideoUploadDto>(await api(`/api/videos/uploads/${encodeURIComponent(remembered)}`)).catch(() => null);
  upload ??= await readJson<VideoUploadDto>(
    await api('/api/videos/uploads', {
      method: 'POST',
      body: JSON.stringify({
        adId: input.adId,
        bytes: file.size,
        attestation: {
          everyoneAdult: true,
          everyoneConsented: true,
          uploaderAppears: input.uploaderAppears,
          textVersion: VIDEO_ATTESTATION_VERSION,
        },
        ...(input.blurRegions?.length ? { blurRegions: input.blurRegions } : {}),
      }),
    }),
  );
  localStorage.setItem(key(file, input.adId), upload.uploadId);
  const id = encodeURIComponent(upload.uploadId);
  let offset = upload.offset;
  let failures = 0;
  while (offset < file.size) {
    onProgress({ sent: offset, total: file.size, resuming: failures > 0 });
    try {
      const chunk = file.slice(offset, offset + Math.min(CHUNK, upload.chunkBytes));
      const res = await api(`/api/videos/uploads/${id}`, {
        method: 'PATCH',
        body: chunk,
        headers: { 'content-type': 'application/octet-stream', 'upload-offset': String(offset) },
      });
      if (res.status === 409 && res.headers.get('upload-offset')) {
        offset = Number(res.headers.get('upload-offset'));
        continue;
      }
      offset = (await readJson<VideoUploadDto>(res)).offset;
      failures = 0;
    } catch (error) {
      // Refused by the server (not a video, not yours): no retry helps.
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
        localStorage.removeItem(key(file, input.adId));
        throw error;
      }
      if (++failures > 30) throw error;
      onProgress({ sent: offset, total: file.size, resuming: true });
      await wait(Math.min(500 * failures, 5_000));
      offset = await readJson<VideoUploadDto>(await api(`/api/videos/uploads/${id}`))
        .then((u) => u.offset)
        .catch(() => offset);
    }
  }
  onProgress({ sent: file.size, total: file.size, resuming: false });
  const video = await readJson<VideoDto>(await api(`/api/videos/uploads/${id}/complete`, { method: 'POST' }));
  localStorage.removeItem(key(file, input.adId));
  return video;
}

export const myVideos = async (api: ApiFetch): Promise<VideoDto[]> => readJson<VideoDto[]>(await api('/api/videos/mine'));
export const removeVideo = async (api: ApiFetch, id: string): Promise<void> => {
  await readJson(await api(`/api/videos/${encodeURIComponent(id)}`, { method: 'DELETE' }));
};
/** More areas to blur on a processed clip: it is processed again and goes back to a moderator. */
export const blurVideo = async (api: ApiFetch, id: string, regions: VideoBlurRegion[]): Promise<void> => {
  await readJson(await api(`/api/videos/${encodeURIComponent(id)}/blur`, { method: 'POST', body: JSON.stringify({ regions }) }));
};
export const swiperPage = async (api: ApiFetch, cursor: string | null): Promise<SwiperPage> =>
  readJson<SwiperPage>(await api(`/api/swiper${cursor ? `?max_cursor=${encodeURIComponent(cursor)}` : ''}`));
