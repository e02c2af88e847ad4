export * from './saved-search-events';
export * from './saved-searches';
export * from './describe-filter';
export { SAVED_SEARCHES_MESSAGES } from './messages';
