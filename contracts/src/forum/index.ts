export * from './forum-events';
export * from './forum';
export * from './forum-fold';
export * from './forum-images';
export * from './forum-image-dto';
export { FORUM_MESSAGES } from './messages';
