import type { Messages } from '../messages/translation';

const pl = {
  streamNotFound: 'Nie ma takiej historii: sprawdź rodzaj i identyfikator.',
  asOfOneOnly: 'Podaj tylko jedno: datę (at), pozycję w dzienniku (position) albo rewizję (revision).',
  asOfInvalidDate: 'Data musi być w formacie ISO 8601, np. 2026-01-31T12:00:00Z.',
  asOfBeforeStart: 'Ta historia zaczyna się później; podaj datę nie wcześniejszą niż jej pierwsze zdarzenie:',
  asOfBeforeFirstPosition: 'Ta pozycja jest sprzed pierwszego zdarzenia tej historii; podaj pozycję nie mniejszą niż:',
  asOfRevisionOutOfRange: 'Rewizja musi być liczbą całkowitą od 0 do ostatniej rewizji tej historii:',
  asOfErased: 'Dane osobowe tej historii zostały usunięte, więc jej stanu nie da się odtworzyć; oś czasu nadal jest dostępna.',
  diffRevisions: 'Podaj dwie rewizje (from, to) od 0 do ostatniej rewizji tej historii:',
  unknownProjector: 'Nie ma takiej projekcji.',
  rebuildRunning: 'Ta projekcja jest już przebudowywana. Poczekaj, aż skończy.',
  rebuildElsewhere: 'Projekcje działają w osobnym procesie: przebuduj je tam (npm run projections -- rebuild <nazwa>).',
};

/** Namespace `audit`: histories, their states as of a moment, the data access log and the projections page. */
export const AUDIT_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    streamNotFound: 'There is no such history: check the kind and the id.',
    asOfOneOnly: 'Give only one of: a date (at), a log position (position) or a revision (revision).',
    asOfInvalidDate: 'The date must be ISO 8601, e.g. 2026-01-31T12:00:00Z.',
    asOfBeforeStart: 'This history begins later; give a date no earlier than its first event:',
    asOfBeforeFirstPosition: 'That position is before the first event of this history; give a position no lower than:',
    asOfRevisionOutOfRange: "The revision must be a whole number from 0 to this history's last revision:",
    asOfErased: "This history's personal data has been erased, so its state cannot be rebuilt; the timeline is still available.",
    diffRevisions: "Give two revisions (from, to) from 0 to this history's last revision:",
    unknownProjector: 'There is no such projection.',
    rebuildRunning: 'This projection is being rebuilt already. Wait until it finishes.',
    rebuildElsewhere: 'Projections run in a separate process: rebuild them there (npm run projections -- rebuild <name>).',
  },
};
