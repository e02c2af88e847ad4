export * from './video-events';
export * from './attestation';
export { VIDEO_MESSAGES } from './messages';
export * from './video-dto';
export * from './blur-region';
export * from './blur-limits';
