import { defineFeature } from '../feature';
import type { FORUM_FOLLOWS } from './i18n';
import type { pl } from './i18n/pl';

/** Following the forum: the dashboard's page of follows and the digest's unsubscribe page (route modules in app/routes/). */
export const forumFollowsFeature = defineFeature<typeof FORUM_FOLLOWS, typeof pl>({
  name: 'forum-follows',
  pages: {
    forumFollows: 'routes/forum-follows.tsx',
    forumDigestUnsubscribe: 'routes/forum-digest-unsubscribe.tsx',
  },
});
