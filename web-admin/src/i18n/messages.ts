import { resources } from '../resources';
import type { AdminLocale, Translation } from './translation';

/** The console's own chrome (anonse.*). Each resource's texts live in `resources/<name>/i18n.ts`. */
const pl = {
  anonse: {
    greeting: 'Witaj Admin!',
    menu: {
      ads_queue: 'Kolejka ogłoszeń',
    },
    /** The signed-in staff member's role under the greeting (ROLES: 1, 2, 3). */
    roles: { 1: 'Administrator', 2: 'Moderator', 3: 'Audytor (tylko odczyt)' },
    shortcuts: {
      title: 'Skróty klawiszowe',
      approve: 'zatwierdź',
      reject: 'odrzuć',
      next: 'następne',
      previous: 'poprzednie',
      open: 'otwórz',
    },
  },
};

const en: Translation<typeof pl> = {
  anonse: {
    greeting: 'Welcome, Admin!',
    menu: {
      ads_queue: 'Ads queue',
    },
    roles: { 1: 'Administrator', 2: 'Moderator', 3: 'Auditor (read-only)' },
    shortcuts: {
      title: 'Keyboard shortcuts',
      approve: 'approve',
      reject: 'reject',
      next: 'next',
      previous: 'previous',
      open: 'open',
    },
  },
};

const withResources = <T extends object>(chrome: T, locale: AdminLocale) => ({
  ...chrome,
  resources: Object.fromEntries(resources.map((r) => [r.name, r.messages[locale]])),
});

/** Every message of the console: its chrome plus `resources.<name>.*` of each resource App.tsx registers. */
export const appMessages = { pl: withResources(pl, 'pl'), en: withResources(en, 'en') };
