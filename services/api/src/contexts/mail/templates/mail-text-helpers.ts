/** What every mail template does to the text it puts in a message. */

/** HTML's five special characters as entities: a user's words in an HTML part never become markup. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `{{name}}` placeholders filled from `values` (a name with no value becomes empty). */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** A user's value on one line of at most 200 characters: line breaks and control characters cannot forge headers or lines. */
export const oneLine = (value: string): string =>
  value
    .replace(/[\r\n\t\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, 200);
