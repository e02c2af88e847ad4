import type { ApiContext } from '#api/platform/api-context';
import { ForumFollowsModule } from './forum-follows.module';

/**
 * The forum-follows context: following forum topics and categories (the notifications context tells followers of new
 * posts), the daily e-mail of it (its digest worker) and the one-click unsubscribe. The mail context renders the
 * digest's link with `forumDigestUnsubscribeToken`.
 */
export { forumDigestUnsubscribeToken } from './digest-token';
export { ForumDigestWorker } from './workers/forum-digest.worker';

export const forumFollowsContext: ApiContext = { name: 'forum-follows', module: ForumFollowsModule };
