export * from './forum-events';
export * from './forum';
export * from './forum-fold';
export * from './forum-images';
export { FORUM_MESSAGES } from './messages';
