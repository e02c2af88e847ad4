import type { ReadModelContext } from '../runner/read-model-context';
import { AUDIT_TABLES, auditMigrations } from './audit.migration';
import { createAuditDataAccessProjector } from './audit.projector';

export * from './audit.projector';
export * from './audit.queries';
export { auditMigrations, AUDIT_TABLES } from './audit.migration';

export const auditReadModel: ReadModelContext = {
  name: 'audit',
  migrations: auditMigrations,
  tables: AUDIT_TABLES,
  projectors: () => [createAuditDataAccessProjector()],
};
