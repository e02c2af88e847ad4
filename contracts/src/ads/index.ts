export * from './ad-fields';
export * from './ad-commands';
export * from './ad-events';
export * from './ad-dto';
export * from './ad-form-limits';
export * from './ad-tours';
export * from './admin-list';
export { ADS_MESSAGES } from './messages';
