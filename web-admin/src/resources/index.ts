import ads from './ads';
import type { AdminResource } from './resource';

/** Every resource of the console: App.tsx registers them, the menu lists them, src/i18n assembles their texts. */
export const resources: readonly AdminResource[] = [ads];
