import type { SitemapPage } from './sitemap-source';

/**
 * The sitemap protocol's XML (sitemaps.org 0.9) with hreflang alternates (Google's `xhtml:link`). Each page gives
 * one `<url>` per language it exists in, each naming all of them and `x-default` (Polish, the default language).
 */
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** W3C datetime without milliseconds. */
const w3c = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

const abs = (origin: string, path: string) => escapeXml(new URL(path, origin).toString());

export function* urlsetXml(pages: readonly SitemapPage[], origin: string): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  for (const page of pages) {
    const { pl, en } = page.paths;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="pl" href="${abs(origin, pl)}"/>` +
      (en ? `<xhtml:link rel="alternate" hreflang="en" href="${abs(origin, en)}"/>` : '') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${abs(origin, pl)}"/>`;
    const lastmod = page.lastmod ? `<lastmod>${w3c(page.lastmod)}</lastmod>` : '';
    let chunk = `<url><loc>${abs(origin, pl)}</loc>${lastmod}${alternates}</url>\n`;
    if (en) chunk += `<url><loc>${abs(origin, en)}</loc>${lastmod}${alternates}</url>\n`;
    yield chunk;
  }
  yield '</urlset>\n';
}

export function sitemapIndexXml(files: readonly { path: string; lastmod: string | null }[], origin: string): string {
  const entries = files.map(
    (f) => `<sitemap><loc>${abs(origin, f.path)}</loc>${f.lastmod ? `<lastmod>${w3c(f.lastmod)}</lastmod>` : ''}</sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}
