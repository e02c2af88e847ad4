import type { ReadModelContext } from '../runner/read-model-context';
import { FORUM_TABLES, forumMigrations } from './forum.migration';

/** The benchmark builds search rows after its bulk seed as the migration would. */
export { FORUM_SEARCH_BACKFILL } from './forum.migration';
import { createForumProjector } from './forum.projector';

export * from './forum.queries';
export { forumTagExists, listForumTags } from './forum-tags';
export { searchForum } from './forum-search';
export { countForumSitemapPages, forumSitemapLastmod, forumSitemapPages, type ForumSitemapRow } from './forum-sitemap.queries';
export { renderForumPost } from './render-post';

export const forumReadModel: ReadModelContext = {
  name: 'forum',
  migrations: forumMigrations,
  tables: FORUM_TABLES,
  projectors: () => [createForumProjector()],
};
