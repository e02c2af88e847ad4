import { Inject, Injectable } from '@nestjs/common';
import { alternates, assertNever } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { countForumSitemapPages, forumSitemapLastmod, forumSitemapPages, type ForumSitemapRow } from '@anonse/projections';
import { SitemapSource, type SitemapPage } from '#api/platform/sitemaps/sitemap-source';
import { SQL } from '#api/platform/tokens';

const pathsOf = (row: ForumSitemapRow) => {
  switch (row.kind) {
    case 'forum':
      return alternates('forum');
    case 'category':
      return alternates('forumTopics', { pl: { category: row.slug } });
    case 'topic':
      return alternates('forumTopic', { pl: { slug: row.slug } });
    default:
      return assertNever(row.kind);
  }
};

/**
 * The forum's indexable pages (projections' forum-sitemap.queries.ts): /forum/, each section with readable topics,
 * each readable topic's first page, `lastmod` their latest post; read a file at a time.
 */
@SitemapSource()
@Injectable()
export class ForumSitemap implements SitemapSource {
  readonly name = 'forum';
  constructor(@Inject(SQL) private readonly db: SqlExecutor) {}

  count(): Promise<number> {
    return countForumSitemapPages(this.db);
  }

  async pages(offset: number, limit: number): Promise<SitemapPage[]> {
    return (await forumSitemapPages(this.db, offset, limit)).map((row) => {
      const paths = pathsOf(row);
      return { paths: { pl: paths.pl!, en: paths.en }, lastmod: row.lastmod };
    });
  }

  lastmod(offset: number, limit: number): Promise<string | null> {
    return forumSitemapLastmod(this.db, offset, limit);
  }
}
