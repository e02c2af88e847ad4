import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** Our own media renditions (photoVariantUrl): the only images an article may show (nothing hot-linked, nothing tracked). */
const OWN_IMAGE = /^\/api\/media\/files\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Absolute links leave the site: search engines must not read them as our endorsement, nor may the target reach back. */
const EXTERNAL = /^(?:https?:)?\/\//i;
export const EXTERNAL_LINK_REL = 'nofollow noopener ugc';

// Raw HTML in the Markdown is allowed through to the sanitiser (a <br> or a table an editor pastes), which is the
// one gate: whatever markdown-it lets pass, only the list below reaches a page.
const markdown = new MarkdownIt({ html: true, linkify: true, typographer: false, breaks: false });

const policyFor = (isOwnImage: (src: string) => boolean): sanitizeHtml.IOptions => ({
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    's',
    'del',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A heading level 1 belongs to the page's title; the body's own start at 2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (EXTERNAL.test(href)) return { tagName, attribs: { ...attribs, rel: EXTERNAL_LINK_REL, target: '_blank' } };
      const { rel: _rel, target: _target, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src ?? ''),
});
const withLazyImages = (policy: sanitizeHtml.IOptions): sanitizeHtml.IOptions => ({
  ...policy,
  allowedAttributes: {
    ...(policy.allowedAttributes as Record<string, string[]>),
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  },
});
const POLICY = withLazyImages(policyFor((src) => OWN_IMAGE.test(src)));

/** Sanitises HTML by the article policy: no script, no event handler, no javascript:/data: URL, images only of our media. */
export const sanitizeArticleHtml = (html: string): string => sanitizeHtml(html, POLICY);

/**
 * The same policy with another rule for images (a forum post shows only its author's uploads, `isOwnImage`);
 * every other image is dropped.
 */
export const sanitizeHtmlWithImages = (html: string, isOwnImage: (src: string) => boolean): string =>
  sanitizeHtml(html, withLazyImages(policyFor(isOwnImage)));

/**
 * Markdown → the HTML an article page shows. Rendered once, when the read model is written (and by the console's
 * preview), never on a page view. Any text renders: a failure of the renderer falls back to the text, escaped.
 */
export function renderArticleHtml(source: string): string {
  try {
    return sanitizeArticleHtml(markdown.render(source));
  } catch {
    return `<p>${sanitizeHtml(source, { allowedTags: [], allowedAttributes: {} })}</p>`;
  }
}
