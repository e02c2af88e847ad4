import type { Messages } from '../messages/translation';

const pl = {
  loginCharacters: 'Dozwolone są litery, cyfry, kropka, myślnik i podkreślenie',
  passwordsDiffer: 'Hasła nie są takie same',
  acceptTerms: 'Zaakceptuj regulamin',
  loginTaken: 'Ten login jest już zajęty',
  invalidCredentials: 'Nieprawidłowy login lub hasło',
  wrongCurrentPassword: 'Obecne hasło jest nieprawidłowe',
  accountNotFound: 'Nie znaleziono konta.',
  accountBlocked: 'To konto jest zablokowane. Jeśli uważasz, że to pomyłka, napisz do nas przez formularz kontaktowy.',
  notYourself: 'Nie możesz zmienić roli ani zablokować własnego konta.',
  roleUnchanged: 'Konto ma już tę rolę.',
  onlyAdministratorsManageRoles: 'Role nadają tylko administratorzy.',
  lastAdministrator: 'To ostatni administrator: najpierw nadaj tę rolę komuś innemu.',
  cannotBlockStaff: 'Moderator może zablokować tylko konto zwykłego użytkownika.',
  staffOnly: 'Blokować i odblokowywać konta mogą tylko moderatorzy i administratorzy.',
  alreadyBlocked: 'To konto jest już zablokowane.',
  notBlocked: 'To konto nie jest zablokowane.',
  invalidRole: 'Nieznana rola.',
};

/** Namespace `accounts`: the accounts schemas' and the accounts context's messages. */
export const ACCOUNTS_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    loginCharacters: 'Only letters, digits, dot, dash and underscore are allowed',
    passwordsDiffer: 'The passwords do not match',
    acceptTerms: 'Accept the terms',
    loginTaken: 'This login is already taken',
    invalidCredentials: 'Wrong login or password',
    wrongCurrentPassword: 'The current password is wrong',
    accountNotFound: 'The account was not found.',
    accountBlocked: 'This account is blocked. If you think this is a mistake, write to us through the contact form.',
    notYourself: 'You cannot change the role of or block your own account.',
    roleUnchanged: 'The account already has this role.',
    onlyAdministratorsManageRoles: 'Only administrators grant roles.',
    lastAdministrator: 'This is the last administrator: give the role to someone else first.',
    cannotBlockStaff: 'A moderator may block only the account of a regular user.',
    staffOnly: 'Only moderators and administrators block and unblock accounts.',
    alreadyBlocked: 'This account is already blocked.',
    notBlocked: 'This account is not blocked.',
    invalidRole: 'Unknown role.',
  },
};
