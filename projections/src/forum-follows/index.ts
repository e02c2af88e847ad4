import type { ReadModelContext } from '../runner/read-model-context';
import { FORUM_FOLLOWS_TABLES, forumFollowsMigrations } from './forum-follows.migration';
import { createForumFollowsProjector } from './forum-follows.projector';

export * from './forum-follows.queries';

export const forumFollowsReadModel: ReadModelContext = {
  name: 'forum-follows',
  migrations: forumFollowsMigrations,
  tables: FORUM_FOLLOWS_TABLES,
  projectors: () => [createForumFollowsProjector()],
};
