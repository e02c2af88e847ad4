import type { Messages } from '../messages/translation';

const pl = {
  wrongPassword: 'Hasło jest nieprawidłowe',
  sessionNotFound: 'Nie znaleziono tej sesji.',
};

/** Namespace `privacy`: deleting the account, the data export and the sessions list. */
export const PRIVACY_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    wrongPassword: 'The password is wrong',
    sessionNotFound: 'This session was not found.',
  },
};
