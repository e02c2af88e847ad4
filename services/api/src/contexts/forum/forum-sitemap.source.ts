import { Inject, Injectable } from '@nestjs/common';
import { alternates } from '@anonse/contracts';
import type { SqlExecutor } from '@anonse/eventstore';
import { countForumSitemapPages, forumSitemapLastmod, forumSitemapPages, type ForumSitemapRow } from '@anonse/projections';
import { SitemapSource, type SitemapPage } from '#api/platform/sitemaps/sitemap-source';
import { SQL } from '#api/platform/tokens';

/** Each kind of row's page (a Record over the kinds, so a new kind does not compile without its page). */
const PATHS: Record<ForumSitemapRow['kind'], (slug: string) => ReturnType<typeof alternates>> = {
  forum: () => alternates('forum'),
  category: (category) => alternates('forumTopics', { pl: { category } }),
  topic: (slug) => alternates('forumTopic', { pl: { slug } }),
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
      const paths = PATHS[row.kind](row.slug);
      return { paths: { pl: paths.pl!, en: paths.en }, lastmod: row.lastmod };
    });
  }

  lastmod(offset: number, limit: number): Promise<string | null> {
    return forumSitemapLastmod(this.db, offset, limit);
  }
}
