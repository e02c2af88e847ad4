import type { Messages } from '../messages/translation';

const pl = {
  loginCharacters: 'Dozwolone są litery, cyfry, kropka, myślnik i podkreślenie',
  passwordsDiffer: 'Hasła nie są takie same',
  acceptTerms: 'Zaakceptuj regulamin',
  loginTaken: 'Ten login jest już zajęty',
  invalidCredentials: 'Nieprawidłowy login lub hasło',
  wrongCurrentPassword: 'Obecne hasło jest nieprawidłowe',
  accountNotFound: 'Nie znaleziono konta.',
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
  },
};
