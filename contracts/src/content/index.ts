export * from './article-events';
export * from './articles';
export { CONTENT_MESSAGES } from './messages';
