export * from './phone';
export * from './phone-events';
export { PHONE_MESSAGES } from './messages';
export * from './sms-notices';
