import { existsSync, readFileSync } from 'node:fs';
import { clientBuildDir } from './assets.server';

/**
 * docs/architecture.md § Islands: a page without the application carries its styles in its head instead of a dozen
 * render-blocking requests (each CSS module of the route is a file of its own, ~12 KiB gzipped in all for a list),
 * so the first screen paints with the HTML's first round trip. The application's pages keep their cached files.
 */
const cache = new Map<string, string | null>();

function cssOf(href: string): string | null {
  if (!cache.has(href)) {
    const dir = clientBuildDir();
    const path = /^\/assets\/[\w.-]+\.css$/.test(href) && dir ? new URL(`.${href}`, dir) : null;
    // `</style` inside a stylesheet would end the element early: such a file stays a link.
    const css = path && existsSync(path) ? readFileSync(path, 'utf8') : null;
    cache.set(href, css && !/<\/style/i.test(css) ? css : null);
  }
  return cache.get(href) ?? null;
}

const STYLESHEET = /<link nonce="([^"]*)" rel="stylesheet" href="(\/assets\/[\w.-]+\.css)#?"\/>/g;

/** The head's stylesheet links of our build, each replaced by its file's content (same order, same nonce). */
export function inlineStylesheets(head: string): string {
  return head.replace(STYLESHEET, (link, nonce: string, href: string) => {
    const css = cssOf(href);
    return css === null ? link : `<style nonce="${nonce}" data-href="${href}">${css}</style>`;
  });
}

const HEAD_END = Buffer.from('</head>');

/**
 * The whole page's HTML with `inlineStylesheets` applied to everything up to `</head>`. Only that part is decoded
 * (`</head>` is ASCII, so the cut is never inside a character of the head's Polish title); the body's bytes are kept.
 */
export function withInlineStyles(html: Buffer): Buffer {
  const end = html.indexOf(HEAD_END);
  if (end < 0) return html;
  return Buffer.concat([Buffer.from(inlineStylesheets(html.subarray(0, end).toString('utf8'))), html.subarray(end)]);
}
