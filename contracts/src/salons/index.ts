export * from './salon-fields';
export * from './salon-events';
export * from './salon-dto';
export { SALONS_MESSAGES } from './messages';
