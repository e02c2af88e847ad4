import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `articles` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  articles: {
    kinds: {
      blog: {
        title: 'Blog',
        intro: 'Articles about the site, adult classifieds and safety.',
        seo: 'The anonse blog: articles about adult classifieds, safety and using the site.',
      },
      guide: {
        title: 'Guides',
        intro: 'Practical advice, step by step.',
        seo: 'anonse guides: practical tips for advertisers and visitors.',
      },
      story: { title: 'Erotic stories', intro: 'Stories for adult readers.', seo: 'Erotic stories on anonse — for adult readers only.' },
      news: {
        title: 'News',
        intro: 'What is new and what changed on the site.',
        seo: 'anonse news: new features, rule changes and announcements.',
      },
    },
    pageTitle: '{{title}} | anonse',
    pageN: '{{title}} — page {{page}} | anonse',
    category: 'Category: {{category}}',
    tag: 'Tag: {{tag}}',
    clearFilter: 'Show all',
    readMore: 'Read more',
    published: 'Published {{date}}',
    tags: 'Tags',
    rss: 'RSS feed',
    empty: 'There are no articles here yet.',
    emptyFiltered: 'No article matches this filter.',
    emptyHint: 'Come back soon, or read our other sections:',
    preview: 'Preview: this article is not published ({{status}}). Only staff can see it.',
    status: { draft: 'draft', scheduled: 'scheduled', published: 'published', unpublished: 'taken down' },
  },
};
