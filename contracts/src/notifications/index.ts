export * from './notification-events';
export * from './notification-dto';
export * from './notices';
export { NOTIFICATIONS_MESSAGES } from './messages';
