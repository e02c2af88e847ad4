export * from './payment-events';
export * from './payments';
export { PAYMENTS_MESSAGES } from './messages';
