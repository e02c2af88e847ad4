/**
 * Where to go after logging in when a page sent the visitor with `?next=` (e.g. "log in to save this search"): a path
 * of this site only. Anything else — another host (`//evil`, `/\evil`, `https://…`), control characters, an endless
 * value — is ignored, so the parameter can never become an open redirect.
 */
export function returnTo(next: string | null): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  return next;
}
