import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('gives a URL per language, each with every alternate and x-default, lastmod without milliseconds', () => {
    const xml = [
      ...urlsetXml(
        [{ paths: { pl: '/anonse/krakow/', en: '/en/erotic-ads/krakow/' }, lastmod: '2025-03-01T10:20:30.456Z' }],
        'https://anonse.example',
      ),
    ].join('');
    const alternates =
      '<xhtml:link rel="alternate" hreflang="pl" href="https://anonse.example/anonse/krakow/"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://anonse.example/en/erotic-ads/krakow/"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://anonse.example/anonse/krakow/"/>';
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `<url><loc>https://anonse.example/anonse/krakow/</loc><lastmod>2025-03-01T10:20:30Z</lastmod>${alternates}</url>\n` +
        `<url><loc>https://anonse.example/en/erotic-ads/krakow/</loc><lastmod>2025-03-01T10:20:30Z</lastmod>${alternates}</url>\n` +
        '</urlset>\n',
    );
  });

  it('gives a Polish-only page one URL, and escapes what XML cannot hold', () => {
    const xml = [...urlsetXml([{ paths: { pl: "/opowiadania-erotyczne/a&b'c/", en: null } }], 'https://anonse.example')].join('');
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).toContain('<loc>https://anonse.example/opowiadania-erotyczne/a&amp;b&apos;c/</loc>');
    expect(xml).not.toContain('hreflang="en"');
    expect(xml).not.toContain('<lastmod>');
  });

  it('indexes files with their newest change when known', () => {
    expect(
      sitemapIndexXml(
        [
          { path: '/sitemaps/files/ads-1.xml', lastmod: '2025-03-01T10:20:30.000Z' },
          { path: '/sitemaps/files/pages-1.xml', lastmod: null },
        ],
        'https://anonse.example',
      ),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://anonse.example/sitemaps/files/ads-1.xml</loc><lastmod>2025-03-01T10:20:30Z</lastmod></sitemap>\n' +
        '<sitemap><loc>https://anonse.example/sitemaps/files/pages-1.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});
