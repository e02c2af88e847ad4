import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `forum` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  forum: {
    title: 'Forum',
    intro: 'Conversations about safety, verified advertisers and scams.',
    seo: 'The anonse forum: questions about safety, verified advertisers and the tricks of scammers.',
    pageTitle: '{{title}} | anonse',
    categories: 'Forum sections',
    category: 'Section',
    topics: 'Topics',
    posts: 'Posts',
    lastActivity: 'Latest',
    noActivity: 'No topics yet',
    emptyForum: 'The forum has no sections yet.',
    emptyCategory: 'There are no topics in this section yet.',
    categorySeo: '{{name}} — topics on the anonse forum.',
    newTopic: 'Start a topic',
    olderTopics: 'Older topics',
    newestTopics: 'Newest topics',
    author: 'Author',
    deletedUser: 'deleted user',
    erasedPost: 'Post deleted together with its author’s account.',
    startedBy: '{{login}}, {{date}}',
    queuedTopic: 'This topic waits for moderation: only you and the moderators see it.',
    queuedPost: 'Waiting for moderation',
    edited: 'edited {{date}}',
    postNumber: 'Post #{{n}}',
    morePosts: 'Next posts',
    firstPosts: 'First posts',
    tags: 'Tags',
  },
};
