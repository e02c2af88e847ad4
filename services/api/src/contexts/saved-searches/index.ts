import type { ApiContext } from '#api/platform/api-context';
import { SavedSearchesModule } from './saved-searches.module';

/**
 * The saved-searches context: saving a page's filters, the notices and daily e-mail of new matches (its alerts
 * worker), and the one-click unsubscribe. The mail context renders the digest's links with `unsubscribeToken`.
 */
export { unsubscribeToken } from './unsubscribe-token';
export { SavedSearchAlertsWorker } from './workers/saved-search-alerts.worker';

export const savedSearchesContext: ApiContext = { name: 'saved-searches', module: SavedSearchesModule };
