import MarkdownIt from 'markdown-it';
import { sanitizeArticleHtml } from '../content';

// HTML off: a forum post is anyone's text, so whatever markup it holds is shown as text, and the articles'
// sanitiser still gates what markdown-it itself makes (links, images only of our media, no javascript: URLs).
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true });

/** Markdown of a post → the HTML its page shows; written once by the projector, never on a page view. */
export function renderForumPost(source: string): string {
  try {
    return sanitizeArticleHtml(markdown.render(source));
  } catch {
    return `<p>${markdown.utils.escapeHtml(source)}</p>`;
  }
}
