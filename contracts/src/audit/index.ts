export * from './data-access-events';
export * from './audit-dto';
export { AUDIT_MESSAGES } from './messages';
