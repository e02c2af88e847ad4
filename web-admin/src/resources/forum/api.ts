import { httpClient } from '#admin/api/client';
import { ADMIN_API_URL } from '#admin/api/http';

export const forumApi = (path: string) => `${ADMIN_API_URL}/forum/${path}`;

const JSON_HEADERS = () => new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });

/** One staff action on the forum: POST (or DELETE) with a JSON body; the API's localized message on failure. */
export async function forumAction(path: string, body?: unknown, method: 'POST' | 'DELETE' = 'POST'): Promise<void> {
  await httpClient(forumApi(path), { method, headers: JSON_HEADERS(), body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The API's localized message of a failed call (react-admin's HttpError keeps the body). */
export const failureText = (error: unknown): string => {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  if (body && typeof body.message === 'string') return body.message;
  return error instanceof Error ? error.message : String(error);
};

/** A post's HTML as plain text for a table cell (the API sanitised it; the console shows it as text). */
export const plainText = (html: string, max = 240): string => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};
