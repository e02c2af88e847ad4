import { listed } from '@anonse/contracts/browser';
import * as LIST from './feature-list';

/**
 * The one list of the public site's features: the route table (lib/route-config.ts) and the compiler's i18n
 * namespaces (i18n/types.d.ts) are derived from it. A new feature adds its folder under features/ with a
 * `feature.ts` (its pages and its namespace) and one line in feature-list.ts.
 */
export const FEATURES = listed(LIST);
