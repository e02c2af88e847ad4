import type { Translation } from '#admin/i18n/translation';

/** `resources.projections.*`: where each read model stands against the event log, and rebuilds. */
export const pl = {
  name: 'Projekcja |||| Projekcje',
  fields: {
    name: 'Projekcja',
    checkpoint: 'Punkt kontrolny',
    head: 'Koniec dziennika',
    lag: 'Opóźnienie (zdarzenia)',
    parked: 'Zaparkowane',
    rebuild: 'Przebudowa',
  },
  help: 'Każda projekcja czyta dziennik zdarzeń od swojego punktu kontrolnego. Opóźnienie to liczba zdarzeń, których jeszcze nie zastosowała; zaparkowane to zdarzenia, których nie dała rady zastosować (ponów je po naprawie).',
  empty: 'Brak projekcji do pokazania. Jeśli projekcje działają w osobnym procesie, sprawdź, czy jest uruchomiony.',
  elsewhere: 'Projekcje działają w osobnym procesie: przebudowę uruchomisz tylko tam (npm run projections -- rebuild <nazwa>).',
  rebuild: {
    button: 'Przebuduj',
    confirm_title: 'Przebudować projekcję %{name}?',
    confirm_content:
      'Jej dane zostaną usunięte i odtworzone z dziennika od pozycji 0. Do końca przebudowy widoki z niej korzystające mogą być niepełne.',
    started: 'Przebudowa %{name} rozpoczęta.',
    running: 'w toku: %{percent}% (pozycja %{position} z %{target})',
    done: 'zakończona %{time}',
    never: '—',
    failed: 'Nie udało się: %{error}',
  },
};

export const en: Translation<typeof pl> = {
  name: 'Projection |||| Projections',
  fields: {
    name: 'Projection',
    checkpoint: 'Checkpoint',
    head: 'Log head',
    lag: 'Lag (events)',
    parked: 'Parked',
    rebuild: 'Rebuild',
  },
  help: 'Each projection reads the event log from its checkpoint. Lag is the number of events it has not applied yet; parked are events it could not apply (retry them after a fix).',
  empty: 'No projections to show. If projections run in a separate process, check that it is running.',
  elsewhere: 'Projections run in a separate process: rebuild them only there (npm run projections -- rebuild <name>).',
  rebuild: {
    button: 'Rebuild',
    confirm_title: 'Rebuild the %{name} projection?',
    confirm_content:
      'Its data is deleted and rebuilt from the log starting at position 0. Until it finishes, views reading it may be incomplete.',
    started: 'Rebuild of %{name} started.',
    running: 'running: %{percent}% (position %{position} of %{target})',
    done: 'finished %{time}',
    never: '—',
    failed: 'Failed: %{error}',
  },
};
