import type { Messages } from '../messages/translation';

const pl = {
  linkInvalid: 'Ten link jest nieprawidłowy. Poproś o nowy.',
  linkExpired: 'Ten link wygasł. Poproś o nowy.',
  linkUsed: 'Ten link został już użyty.',
  emailAlreadyConfirmed: 'Ten adres e-mail jest już potwierdzony.',
  sameEmail: 'To jest już adres e-mail tego konta.',
  unknownLanguage: 'Wybierz polski lub angielski.',
  resetRequested: 'Jeśli to konto istnieje, wysłaliśmy na jego adres e-mail link do ustawienia nowego hasła.',
};

/**
 * Namespace `mail`: e-mail flows of the account (confirming the address, changing it, resetting the password,
 * the language of e-mails) and the outbox.
 */
export const MAIL_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    linkInvalid: 'This link is not valid. Ask for a new one.',
    linkExpired: 'This link has expired. Ask for a new one.',
    linkUsed: 'This link has already been used.',
    emailAlreadyConfirmed: 'This e-mail address is already confirmed.',
    sameEmail: 'This already is the e-mail address of this account.',
    unknownLanguage: 'Choose Polish or English.',
    resetRequested: 'If this account exists, we have sent a link to set a new password to its e-mail address.',
  },
};
