import * as LIST from './resource-list';
import type { AdminResource } from './resource';

/**
 * Every resource of the console, from its one list (resource-list.ts: one line per resource), in the order each
 * declares (`position`): App.tsx registers them, the menu lists them, src/i18n assembles their texts, layout/access.ts
 * reads who sees them.
 */
export const resources: readonly AdminResource[] = Object.values(LIST).sort(
  (a: AdminResource, b: AdminResource) => a.position - b.position,
);
