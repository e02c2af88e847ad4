export * from './subjects';
export * from './support';
export * from './support-events';
export { SUPPORT_MESSAGES } from './messages';
export * from './support-chat';
export * from './support-chat-events';
