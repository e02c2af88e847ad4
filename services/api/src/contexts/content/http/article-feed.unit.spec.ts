import type { ArticleSummary } from '@anonse/contracts';
import { rssXml } from './article-feed';

const item = (over: Partial<ArticleSummary>): ArticleSummary => ({
  id: 'a1',
  kind: 'blog',
  language: 'pl',
  slug: 'wpis',
  title: 'Wpis',
  lead: '',
  category: null,
  tags: [],
  cover: null,
  publishedAt: '2026-01-05T10:00:00.000Z',
  href: '/blog/wpis/',
  ...over,
});

describe('RSS 2.0 feed', () => {
  it('lists articles with absolute links and RFC 822 dates, everything escaped', () => {
    const xml = rssXml(
      { kind: 'blog', language: 'pl', title: 'Blog — anonse', description: 'Opis' },
      [item({ title: 'A & B <script>', lead: '"cytat"', category: 'porady' })],
      'https://anonse.example',
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<link>https://anonse.example/blog/</link>');
    expect(xml).toContain('<atom:link href="https://anonse.example/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<item><title>A &amp; B &lt;script&gt;</title><link>https://anonse.example/blog/wpis/</link>');
    expect(xml).toContain(
      '<pubDate>Mon, 05 Jan 2026 10:00:00 GMT</pubDate><description>&quot;cytat&quot;</description><category>porady</category>',
    );
    expect(xml).not.toContain('<script');
  });
  it('is a valid empty channel without articles', () => {
    const xml = rssXml({ kind: 'news', language: 'en', title: 'News', description: 'd' }, [], 'https://anonse.example');
    expect(xml).toContain('<link>https://anonse.example/en/news/</link>');
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
  });
});
