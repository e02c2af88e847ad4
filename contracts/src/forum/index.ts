export * from './forum-events';
export * from './forum';
export { FORUM_MESSAGES } from './messages';
