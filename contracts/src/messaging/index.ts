export * from './messaging-events';
export * from './messaging';
export { MESSAGING_MESSAGES } from './messages';
export * from './catch-up';
