import type { ReadModelContext } from '../runner/read-model-context';
import { MEDIA_TABLES, mediaMigrations } from './media.migration';
import { createMediaProjector } from './media.projector';

export * from './media.queries';
export * from './media-jobs';
export * from './media-orphans';
export * from './media-upload-slots';
export { createMediaProjector, applyPhotoEvent, variantKey, MEDIA_EVENT_TYPES } from './media.projector';
export { mediaMigrations, MEDIA_TABLES } from './media.migration';

export const mediaReadModel: ReadModelContext = {
  name: 'media',
  migrations: mediaMigrations,
  tables: MEDIA_TABLES,
  projectors: () => [createMediaProjector()],
};
