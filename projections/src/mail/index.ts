import type { ReadModelContext } from '../runner/read-model-context';
import { MAIL_TABLES, mailMigrations } from './mail.migration';
import { createMailProjector } from './mail.projector';

export * from './mail.projector';
export * from './mail.queries';
export { mailMigrations, MAIL_TABLES } from './mail.migration';

export const mailReadModel: ReadModelContext = {
  name: 'mail',
  migrations: mailMigrations,
  tables: MAIL_TABLES,
  projectors: () => [createMailProjector()],
};
