export * from './photo-shapes';
export * from './photo-events';
export * from './photo-dto';
export { MEDIA_MESSAGES } from './messages';
export * from './region-geometry';
