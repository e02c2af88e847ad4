import { defineFeature } from '../feature';
import type { FORUM } from './i18n';
import type { pl } from './i18n/pl';

/** The forum's read pages (route modules in app/routes/) and its text namespace, listed in app/feature-list.ts. */
export const forumFeature = defineFeature<typeof FORUM, typeof pl>({
  name: 'forum',
  pages: {
    forum: 'routes/forum.tsx',
    forumTopics: 'routes/forum-topics.tsx',
    forumTopic: 'routes/forum-topic.tsx',
    forumNewTopic: 'routes/forum-new-topic.tsx',
    forumAdminCategory: 'routes/forum-admin-category.tsx',
    forumAdminTags: 'routes/forum-admin-tags.tsx',
  },
});
