export * from './promotion-events';
export * from './promotion-dto';
export { PROMOTION_MESSAGES } from './messages';
