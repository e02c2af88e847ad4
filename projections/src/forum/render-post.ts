import MarkdownIt from 'markdown-it';
import { sanitizeArticleHtml } from '../content';

// HTML off: a forum post is anyone's text, so whatever markup it holds is shown as text, and the articles'
// sanitiser still gates what markdown-it itself makes (links, images only of our media, no javascript: URLs).
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true });
// A writer below the trust rule: no link, autolink, bare address or image is made, so `[x](https://…)` stays as typed.
const withoutLinks = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: true }).disable([
  'link',
  'image',
  'autolink',
]);

interface RenderOptions {
  /** The author is below the trust rule (the event's `plainLinks`): their links and images show as plain text. */
  plainLinks?: boolean;
}

/** Markdown of a post → the HTML its page shows; written once by the projector (and by the preview), never on a page view. */
export function renderForumPost(source: string, options: RenderOptions = {}): string {
  const renderer = options.plainLinks ? withoutLinks : markdown;
  try {
    return sanitizeArticleHtml(renderer.render(source));
  } catch {
    return `<p>${renderer.utils.escapeHtml(source)}</p>`;
  }
}
