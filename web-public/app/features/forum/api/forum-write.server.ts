import { ApiRequestError, readJson, type ApiFetch } from '#web/lib/api';

export type ForumWriteResult<T> =
  { ok: true; answer: T } | { ok: false; status: number; message: string; errors: Record<string, string[]> };

/**
 * A forum form's POST from a page's action (with or without JavaScript): JSON to the API with the form's CSRF token
 * as the double-submit header, as the browser would send it. Field errors come back keyed by the API's field names.
 */
export async function sendForumForm<T>(
  api: ApiFetch,
  path: string,
  body: unknown,
  csrf: string,
  method = 'POST',
): Promise<ForumWriteResult<T>> {
  const res = await api(path, {
    method,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': csrf },
    body: JSON.stringify(body),
  });
  try {
    return { ok: true, answer: await readJson<T>(res) };
  } catch (err) {
    if (!(err instanceof ApiRequestError)) throw err;
    return { ok: false, status: err.status, message: err.body?.message ?? '', errors: err.fieldErrors };
  }
}

/**
 * A form's "Preview" sent without JavaScript: the API renders the body as the post would show (the writer's trust
 * included). An empty or refused body previews as nothing rather than as an error: nothing was sent.
 */
export async function previewOf(api: ApiFetch, body: string, csrf: string): Promise<string> {
  const result = await sendForumForm<{ html: string }>(api, '/api/forum/preview', { body }, csrf);
  return result.ok ? result.answer.html : '';
}
