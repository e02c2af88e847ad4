import type { Messages } from '../messages/translation';

// Limits in the texts: CONTACT_NAME_MAX, CONTACT_MESSAGE_MIN/MAX, SUPPORT_REPLY_MAX (API texts take no parameters).
const pl = {
  nameTooLong: 'Imię lub pseudonim może mieć najwyżej 100 znaków.',
  emailRequired: 'Podaj adres e-mail, abyśmy mogli Ci odpowiedzieć.',
  badEmail: 'Ten adres e-mail wygląda na nieprawidłowy. Sprawdź go i spróbuj ponownie.',
  badSubject: 'Wybierz temat wiadomości z listy.',
  messageTooShort: 'Wiadomość jest za krótka: napisz co najmniej 10 znaków.',
  messageTooLong: 'Wiadomość jest za długa: może mieć najwyżej 5000 znaków.',
  badLanguage: 'Wybierz polski lub angielski.',
  formInvalid: 'Ten formularz jest nieprawidłowy. Odśwież stronę i wyślij wiadomość jeszcze raz.',
  formExpired: 'Formularz był otwarty zbyt długo i wygasł. Sprawdź wiadomość i wyślij ją jeszcze raz.',
  tooMany: 'Wysłano stąd zbyt wiele wiadomości. Spróbuj ponownie za godzinę albo napisz do nas e-mailem.',
  notFound: 'Nie znaleziono tej wiadomości.',
  changed: 'Ktoś inny zmienił tę wiadomość w międzyczasie. Odśwież ją i spróbuj ponownie.',
  replyEmpty: 'Napisz treść odpowiedzi.',
  replyTooLong: 'Odpowiedź jest za długa: może mieć najwyżej 5000 znaków.',
  badStatus: 'Wybierz status „otwarte” lub „załatwione”.',
};

/** Namespace `support`: the contact form and the support inbox of the console. */
export const SUPPORT_MESSAGES: Messages<typeof pl> = {
  pl,
  en: {
    nameTooLong: 'Your name or nickname can be at most 100 characters long.',
    emailRequired: 'Enter your e-mail address so that we can answer you.',
    badEmail: 'This e-mail address does not look right. Check it and try again.',
    badSubject: 'Choose the subject of your message from the list.',
    messageTooShort: 'The message is too short: write at least 10 characters.',
    messageTooLong: 'The message is too long: it can be at most 5000 characters.',
    badLanguage: 'Choose Polish or English.',
    formInvalid: 'This form is not valid. Reload the page and send your message again.',
    formExpired: 'The form was open too long and has expired. Check your message and send it again.',
    tooMany: 'Too many messages were sent from here. Try again in an hour, or write to us by e-mail.',
    notFound: 'This message was not found.',
    changed: 'Someone else changed this message in the meantime. Reload it and try again.',
    replyEmpty: 'Write the text of your reply.',
    replyTooLong: 'The reply is too long: it can be at most 5000 characters.',
    badStatus: 'Choose the status “open” or “handled”.',
  },
};
