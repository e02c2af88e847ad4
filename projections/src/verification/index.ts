import type { ReadModelContext } from '../runner/read-model-context';
import { VERIFICATION_TABLES, verificationMigrations } from './verification.migration';
import { createVerificationProjector } from './verification.projector';

export * from './verification.projector';
export * from './verification.queries';
export { verificationMigrations, VERIFICATION_TABLES } from './verification.migration';

export const verificationReadModel: ReadModelContext = {
  name: 'verification',
  migrations: verificationMigrations,
  tables: VERIFICATION_TABLES,
  projectors: () => [createVerificationProjector()],
};
