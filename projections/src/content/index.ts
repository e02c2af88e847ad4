import type { ReadModelContext } from '../runner/read-model-context';
import { CONTENT_TABLES, contentMigrations } from './content.migration';
import { createContentProjector } from './content.projector';

export * from './content.queries';
export { createContentProjector, CONTENT_EVENT_TYPES } from './content.projector';
export { contentMigrations, CONTENT_TABLES } from './content.migration';
export { renderArticleHtml, sanitizeArticleHtml, sanitizeHtmlWithImages, EXTERNAL_LINK_REL } from './render-markdown';

export const contentReadModel: ReadModelContext = {
  name: 'content',
  migrations: contentMigrations,
  tables: CONTENT_TABLES,
  projectors: () => [createContentProjector()],
};
