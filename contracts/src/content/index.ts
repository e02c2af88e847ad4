export * from './article-events';
export * from './article-slug-events';
export * from './articles';
export { CONTENT_MESSAGES } from './messages';
