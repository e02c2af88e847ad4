import type { ApiError, CommandAccepted, PhotoDto, RedactPhotoInput } from '@anonse/contracts/browser';
import { ApiRequestError, ensureCsrf, readJson, type ApiFetch } from '#web/lib/api';
import { getCookie } from '#web/lib/cookies';

/**
 * Browser calls of the photo uploader. Uploads go through XMLHttpRequest (fetch reports no upload progress) with
 * the raw file as the body; everything else through the app's ApiFetch (CSRF, language, 419 retry).
 */

export interface UploadHandle<T = PhotoDto> {
  promise: Promise<T>;
  abort(): void;
}

function sendOnce(
  url: string,
  file: Blob,
  locale: string,
  onProgress: (fraction: number) => void,
  register: (xhr: XMLHttpRequest) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    register(xhr);
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', locale);
    // The server decides what the bytes are; the type only tells it a raw body is coming.
    xhr.setRequestHeader('content-type', file.type.startsWith('image/') ? file.type : 'application/octet-stream');
    const token = getCookie(document.cookie, 'XSRF-TOKEN');
    if (token) xhr.setRequestHeader('x-xsrf-token', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiRequestError(0, null));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.send(file);
  });
}

/**
 * POST /api/media/photos with the file's bytes; `onProgress` gets 0..1 while it uploads. Another raw-image upload
 * route (a photo into a conversation) passes its own `url` and answer type.
 */
export function uploadPhoto<T = PhotoDto>(
  file: Blob,
  locale: string,
  onProgress: (fraction: number) => void,
  url = '/api/media/photos',
): UploadHandle<T> {
  let current: XMLHttpRequest | undefined;
  const register = (xhr: XMLHttpRequest) => (current = xhr);
  const promise = (async () => {
    if (!getCookie(document.cookie, 'XSRF-TOKEN')) await ensureCsrf();
    let res = await sendOnce(url, file, locale, onProgress, register);
    // The token is bound to the session: a login elsewhere makes it stale (419); fetch a fresh one and send once more.
    if (res.status === 419) {
      await ensureCsrf();
      res = await sendOnce(url, file, locale, onProgress, register);
    }
    if (res.status < 200 || res.status >= 300) throw new ApiRequestError(res.status, res.body as Partial<ApiError> | null);
    return res.body as T;
  })();
  return { promise, abort: () => current?.abort() };
}

/** The owner's photo, to follow it through processing. */
export async function getPhoto(api: ApiFetch, id: string): Promise<PhotoDto> {
  return readJson<PhotoDto>(await api(`/api/media/photos/${encodeURIComponent(id)}`));
}

export async function deletePhoto(api: ApiFetch, id: string): Promise<CommandAccepted> {
  return readJson<CommandAccepted>(await api(`/api/media/photos/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

/** Redacts a ready photo; 409 when `revision` is stale. */
export async function redactPhoto(api: ApiFetch, id: string, revision: number, input: RedactPhotoInput): Promise<CommandAccepted> {
  const res = await api(`/api/media/photos/${encodeURIComponent(id)}/redactions`, {
    method: 'POST',
    body: JSON.stringify(input),
    headers: { 'if-match': `"${revision}"` },
  });
  return readJson<CommandAccepted>(res);
}
