export * from './forum-follow-events';
export * from './forum-follows';
export { FORUM_FOLLOWS_MESSAGES } from './messages';
