import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

/** Namespace `forumFollows` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. */
export const en: Shape<typeof pl> = {
  forumFollows: {
    follow: 'Follow',
    unfollow: 'Unfollow',
    followTopicHint: 'You will be notified of every new reply in this topic.',
    followCategoryHint: 'You will be notified of every new topic in this category.',
    following: 'Following',
    title: 'Followed on the forum',
    intro: 'Topics and categories whose news the bell tells you about.',
    count: 'You follow {{count}} of {{limit}}.',
    topics: 'Topics',
    categories: 'Categories',
    noTopics: 'You follow no topic. The “Follow” button is on a topic’s page.',
    noCategories: 'You follow no category. The “Follow” button is on a category’s list of topics.',
    since: 'since {{date}}',
    digestTitle: 'Daily e-mail',
    digestOn: 'On: once a day, in the morning, an e-mail tells you what is new in what you follow.',
    digestOff: 'Off: only the bell tells you what is new.',
    digestEnable: 'Turn the daily e-mail on',
    digestDisable: 'Turn the daily e-mail off',
    failed: 'The change could not be saved. Please try again.',
    seo: {
      title: 'Followed on the forum | anonse',
      description: 'The forum topics and categories you follow, and the daily e-mail of what is new.',
    },
    unsubscribe: {
      title: 'Unsubscribe from forum e-mails',
      confirm: 'Turn off the daily e-mail of what is new on the forum? What you follow and the bell stay as they are.',
      button: 'Turn the e-mail off',
      done: 'Done: we will no longer send you the daily forum e-mail.',
      invalidTitle: 'Invalid link',
      manage: 'Manage what you follow',
    },
  },
};
