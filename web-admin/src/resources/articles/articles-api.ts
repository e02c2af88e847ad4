import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';
import type { ArticleHistoryEntry, ArticleRecord } from './types';

const url = (id: string, action = '') => `${ADMIN_API_URL}/articles/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
const ifMatch = (revision: number) => new Headers({ 'If-Match': `"${revision}"`, 'Content-Type': 'application/json' });

/** The fields an edit sends (the API records only those that changed). */
export type ArticleChanges = Pick<
  ArticleRecord,
  'slug' | 'title' | 'lead' | 'body' | 'coverPhotoId' | 'category' | 'tags' | 'seoDescription'
>;

/** PUT with the revision the editor started from: a stale one is refused (409) instead of overwriting someone's edit. */
export async function saveArticle(id: string, revision: number, changes: ArticleChanges): Promise<ArticleRecord> {
  const { json } = await httpClient(url(id), { method: 'PUT', headers: ifMatch(revision), body: JSON.stringify(changes) });
  return json as ArticleRecord;
}

export type ArticleAction = 'publish' | 'unpublish' | 'schedule';

export async function articleAction(
  id: string,
  action: ArticleAction,
  revision: number,
  body?: { publishAt: string },
): Promise<ArticleRecord> {
  const { json } = await httpClient(url(id, action), { method: 'POST', headers: ifMatch(revision), body: JSON.stringify(body ?? {}) });
  return json as ArticleRecord;
}

/** The sanitised HTML the public page would show for this Markdown. */
export async function previewMarkdown(body: string, signal?: AbortSignal): Promise<string> {
  const { json } = await httpClient(`${ADMIN_API_URL}/articles/preview`, { method: 'POST', body: JSON.stringify({ body }), signal });
  return (json as { html: string }).html;
}

export async function articleHistory(id: string): Promise<ArticleHistoryEntry[]> {
  const { json } = await httpClient(url(id, 'history'));
  return json as ArticleHistoryEntry[];
}

interface PhotoAnswer {
  id: string;
  status: 'uploaded' | 'processing' | 'ready' | 'failed';
  sources: { format: string; width: number; height: number; url: string }[];
  failureMessage: string | null;
}

const PHOTO_POLL_MS = 700;
const PHOTO_POLL_TRIES = 60;

/**
 * Uploads an image through the media context (re-encoded, metadata stripped) and waits for its renditions: the
 * widest JPEG up to 1280 px is what an article shows.
 */
export async function uploadArticleImage(file: File): Promise<{ id: string; url: string }> {
  const { json } = await httpClient('/api/media/photos', {
    method: 'POST',
    body: file,
    headers: new Headers({ 'Content-Type': file.type || 'application/octet-stream' }),
  });
  let photo = json as PhotoAnswer;
  for (let i = 0; photo.status !== 'ready' && photo.status !== 'failed' && i < PHOTO_POLL_TRIES; i++) {
    await new Promise((resolve) => setTimeout(resolve, PHOTO_POLL_MS));
    photo = (await httpClient(`/api/media/photos/${encodeURIComponent(photo.id)}`)).json as PhotoAnswer;
  }
  if (photo.status !== 'ready') throw new Error(photo.failureMessage ?? 'image not processed');
  const jpegs = photo.sources.filter((s) => s.format === 'jpeg' && s.width <= 1280).sort((a, b) => b.width - a.width);
  const best = jpegs[0] ?? [...photo.sources].sort((a, b) => b.width - a.width)[0];
  if (!best) throw new Error('image has no rendition');
  return { id: photo.id, url: best.url };
}

/** The message of an API error for a notification. */
export const errorMessage = (e: unknown): { status?: number; message: string } => {
  const { status, body, message } = (e ?? {}) as { status?: number; body?: { message?: unknown }; message?: unknown };
  return { status, message: typeof body?.message === 'string' ? body.message : typeof message === 'string' ? message : '' };
};
