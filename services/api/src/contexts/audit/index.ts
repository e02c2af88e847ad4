import type { ApiContext } from '#api/platform/api-context';
import { AuditModule } from './audit.module';

/** The audit context: histories, as-of states and diffs of ads, accounts and wallets; the log of personal data views. */
export const auditContext: ApiContext = { name: 'audit', module: AuditModule };
