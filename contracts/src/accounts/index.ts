export * from './account';
export * from './account-events';
export * from './account-email-events';
export * from './admin-accounts';
export * from './privacy';
export { ACCOUNTS_MESSAGES } from './messages';
export { PRIVACY_MESSAGES } from './privacy-messages';
