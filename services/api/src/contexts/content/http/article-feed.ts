import { articleHref, articleListHref, type ArticleSummary, type Locale } from '@anonse/contracts';

const escape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export interface FeedChannel {
  kind: 'blog' | 'news';
  language: Locale;
  title: string;
  description: string;
}

/** An RSS 2.0 feed of the newest articles of a list (absolute links; dates in RFC 822, as RSS wants them). */
export function rssXml(channel: FeedChannel, items: readonly ArticleSummary[], origin: string): string {
  const list = `${origin}${articleListHref(channel.kind, channel.language)}`;
  const self = `${list}rss.xml`;
  const entries = items
    .map((a) => {
      const link = `${origin}${articleHref(a.kind, a.language, a.slug)}`;
      return (
        '<item>' +
        `<title>${escape(a.title)}</title><link>${escape(link)}</link><guid isPermaLink="true">${escape(link)}</guid>` +
        `<pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>` +
        (a.lead ? `<description>${escape(a.lead)}</description>` : '') +
        (a.category ? `<category>${escape(a.category)}</category>` : '') +
        '</item>'
      );
    })
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
    `<title>${escape(channel.title)}</title><link>${escape(list)}</link><description>${escape(channel.description)}</description>` +
    `<language>${channel.language}</language><atom:link href="${escape(self)}" rel="self" type="application/rss+xml"/>` +
    (items[0] ? `<lastBuildDate>${new Date(items[0].publishedAt).toUTCString()}</lastBuildDate>` : '') +
    entries +
    '</channel></rss>\n'
  );
}
