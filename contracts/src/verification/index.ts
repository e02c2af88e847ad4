export * from './verification-events';
export * from './verification';
export { VERIFICATION_MESSAGES } from './messages';
