/** Longest stretch of a post a quote carries: a reply answers a point, it does not repeat a whole post. */
export const QUOTE_MAX = 1500;

/**
 * The reply form's text when "Cytuj" / "Quote" is followed (`?quote=n`): the post's Markdown as a blockquote under
 * a line naming its author and number. The author is named `@login`, so the quote mentions them (the bell tells
 * them once the reply is seen). Quotes inside the post are left out, so replies do not nest quote in quote; a long
 * post is cut at a word with "…".
 */
export function quoteMarkdown(body: string, header: string): string {
  const own = body
    .split('\n')
    .filter((line) => !/^\s{0,3}>/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  let text = own || body.trim();
  if (text.length > QUOTE_MAX) text = `${text.slice(0, QUOTE_MAX).replace(/\s+\S*$/, '')} …`;
  const quoted = text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  return `> ${header}\n${quoted}\n\n`;
}
