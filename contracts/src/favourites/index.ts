export * from './favourite-events';
export * from './favourites';
export { FAVOURITES_MESSAGES } from './messages';
