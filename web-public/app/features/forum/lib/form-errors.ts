/**
 * The API's field errors (`tags.1`, `body`) as one message per form field: a list field's errors show under the
 * field itself, the first message of each.
 */
export function firstErrors(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? path;
    if (!out[field] && messages[0]) out[field] = messages[0];
  }
  return out;
}
