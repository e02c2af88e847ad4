import { getCookie } from '#web/lib/cookies';

/** The CSRF token a forum form carries (rendered from the cookie), or the cookie itself when the field is missing. */
export function csrfOf(request: Request, form: FormData): string {
  const field = form.get('_csrf');
  return (typeof field === 'string' && field) || (getCookie(request.headers.get('cookie'), 'XSRF-TOKEN') ?? '');
}

/** The cookie's token for a form about to be rendered. */
export const csrfFor = (request: Request): string => getCookie(request.headers.get('cookie'), 'XSRF-TOKEN') ?? '';

/** A text field of a posted form ('' when absent or a file). */
export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
