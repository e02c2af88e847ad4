import { resources } from '../resources';
import type { AdminLocale, Translation } from './translation';

/** The console's own chrome (anonse.*). Each resource's texts live in `resources/<name>/i18n.ts`. */
const pl = {
  anonse: {
    greeting: 'Witaj Admin!',
    coming_soon: 'wkrótce',
    menu: {
      dashboard: 'Do weryfikacji',
      salons: 'Salony',
      accounts: 'Konta',
      online: 'Online',
      conversations: 'Rozmowy',
      support: 'Pomoc (czat)',
      videos_verification: 'Weryfikacja filmów',
      verifications: 'Weryfikacja kont',
      reports: 'Zgłoszenia naruszeń',
    },
  },
};

const en: Translation<typeof pl> = {
  anonse: {
    greeting: 'Welcome, Admin!',
    coming_soon: 'coming soon',
    menu: {
      dashboard: 'Awaiting review',
      salons: 'Salons',
      accounts: 'Accounts',
      online: 'Online',
      conversations: 'Conversations',
      support: 'Support chat',
      videos_verification: 'Video verification',
      verifications: 'Account verification',
      reports: 'Violation reports',
    },
  },
};

const withResources = <T extends object>(chrome: T, locale: AdminLocale) => ({
  ...chrome,
  resources: Object.fromEntries(resources.map((r) => [r.name, r.messages[locale]])),
});

/** Every message of the console: its chrome plus `resources.<name>.*` of each resource App.tsx registers. */
export const appMessages = { pl: withResources(pl, 'pl'), en: withResources(en, 'en') };
