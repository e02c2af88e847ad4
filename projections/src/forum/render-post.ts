import MarkdownIt from 'markdown-it';
import { isOwnForumImage } from '@anonse/contracts';
import { sanitizeHtmlWithImages } from '../content';

// HTML off: a forum post is anyone's text, so whatever markup it holds is shown as text, and the articles'
// sanitiser still gates what markdown-it itself makes (links, no javascript: URLs; images below).
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true });
// A writer below the trust rule: no link, autolink, bare address or image is made, so `[x](https://…)` stays as typed.
const withoutLinks = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: true }).disable([
  'link',
  'image',
  'autolink',
]);

/** markdown-it's `env`: whose post is rendered. */
type RenderEnv = Record<string, unknown> & { authorId?: string | null };

// An image shows only when it is one of the author's own uploads through our media pipeline (FORUM_IMAGE_PATH);
// any other (another host, another member's upload) stays a link to its address: nothing is hot-linked.
const renderImage = markdown.renderer.rules.image!;
markdown.renderer.rules.image = (tokens, index, options, env: RenderEnv | undefined, self) => {
  const token = tokens[index]!;
  const src = String(token.attrGet('src') ?? '');
  const authorId = env?.authorId;
  if (authorId && isOwnForumImage(src, authorId)) return renderImage(tokens, index, options, env, self);
  const label = self.renderInlineAsText(token.children ?? [], options, env) || src;
  return `<a href="${markdown.utils.escapeHtml(src)}">${markdown.utils.escapeHtml(label)}</a>`;
};

interface RenderOptions {
  /** The author is below the trust rule (the event's `plainLinks`): their links and images show as plain text. */
  plainLinks?: boolean;
  /** Whose post it is: only their own forum images render as images. */
  authorId?: string;
}

/** Markdown of a post → the HTML its page shows; written once by the projector (and by the preview), never on a page view. */
export function renderForumPost(source: string, options: RenderOptions = {}): string {
  const renderer = options.plainLinks ? withoutLinks : markdown;
  const authorId = options.authorId ?? null;
  try {
    const env: RenderEnv = { authorId };
    return sanitizeHtmlWithImages(renderer.render(source, env), (src) => authorId !== null && isOwnForumImage(src, authorId));
  } catch {
    return `<p>${renderer.utils.escapeHtml(source)}</p>`;
  }
}
