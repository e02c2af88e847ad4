import type { ReadModelContext } from '../runner/read-model-context';
import { createVideosProjector } from './videos.projector';
import { VIDEOS_TABLES, videosMigrations } from './videos.migration';

export * from './videos.queries';
export { createVideosProjector, VIDEOS_EVENT_TYPES } from './videos.projector';

export const videosReadModel: ReadModelContext = {
  name: 'videos',
  migrations: videosMigrations,
  tables: VIDEOS_TABLES,
  projectors: () => [createVideosProjector()],
};
