import type { Translation } from '#admin/i18n/translation';

/** `/admin/online/`: who is connected now and when the others were last seen. */
export const pl = {
  name: 'Online |||| Online',
  title: 'Online',
  heading: 'Kto jest online',
  summary: 'Online teraz: %{n}',
  login: 'Login',
  status: 'Status',
  online: 'online',
  offline: 'offline',
  connections: 'Połączenia',
  lastSeen: 'Ostatnio widziany',
  never: '—',
  refreshed: 'Odświeżane co 10 s · ostatnio %{time}',
  empty: 'Nikt nie jest teraz online i nikogo ostatnio nie widziano. Lista odświeża się sama.',
  error: 'Nie udało się wczytać listy. Ponowimy za chwilę.',
  loading: 'Wczytywanie…',
};

export const en: Translation<typeof pl> = {
  name: 'Online |||| Online',
  title: 'Online',
  heading: 'Who is online',
  summary: 'Online now: %{n}',
  login: 'Login',
  status: 'Status',
  online: 'online',
  offline: 'offline',
  connections: 'Connections',
  lastSeen: 'Last seen',
  never: '—',
  refreshed: 'Refreshed every 10 s · last at %{time}',
  empty: 'Nobody is online now and nobody was seen lately. The list refreshes on its own.',
  error: 'The list could not be loaded. We will retry in a moment.',
  loading: 'Loading…',
};
