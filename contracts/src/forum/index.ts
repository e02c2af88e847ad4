export * from './forum-events';
export * from './forum';
export * from './forum-fold';
export { FORUM_MESSAGES } from './messages';
