import type { ApiContext } from '#api/platform/api-context';
import { DashboardModule } from './dashboard.module';

/** The console's dashboard and online list: reads only, no stream of its own. */
export const dashboardContext: ApiContext = { name: 'dashboard', module: DashboardModule };
