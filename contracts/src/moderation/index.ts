export * from './moderation-events';
export * from './moderation';
export { MODERATION_MESSAGES } from './messages';
