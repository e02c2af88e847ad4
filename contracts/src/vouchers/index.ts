export * from './voucher-code';
export * from './voucher-events';
export * from './vouchers';
export { VOUCHERS_MESSAGES } from './messages';
