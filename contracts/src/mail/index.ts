export * from './account-email';
export * from './mail-templates';
export { MAIL_MESSAGES } from './messages';
