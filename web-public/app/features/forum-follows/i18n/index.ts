import { defineNamespace } from '#web/i18n/i18n';
import { en } from './en';
import { pl } from './pl';

export const FORUM_FOLLOWS = defineNamespace('forumFollows', { pl, en });
