import type { ReadModelContext } from '../runner/read-model-context';
import { DASHBOARD_TABLES, dashboardMigrations } from './dashboard.migration';
import { createDashboardProjector } from './dashboard.projector';

export * from './dashboard.projector';
export * from './dashboard.queries';
export { warsawDay, daysBetween, addDays } from './warsaw-day';
export { dashboardMigrations, DASHBOARD_TABLES } from './dashboard.migration';

/** The console's dashboard: daily counters and decision times (charts); the queue reads the other read models. */
export const dashboardReadModel: ReadModelContext = {
  name: 'dashboard',
  migrations: dashboardMigrations,
  tables: DASHBOARD_TABLES,
  projectors: () => [createDashboardProjector()],
};
