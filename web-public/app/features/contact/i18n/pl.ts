/**
 * Namespace `contact`: the contact form under the text of `/kontakt/`.
 * Polish, the default language; `en.ts` has the same keys.
 */
export const pl = {
  contact: {
    formTitle: 'Napisz do nas',
    formIntro: 'Odpowiemy na podany adres e-mail, zwykle w ciągu dwóch dni roboczych. Pola oznaczone * są wymagane.',
    name: 'Imię lub pseudonim',
    nameHint: 'Nieobowiązkowe.',
    email: 'Adres e-mail *',
    emailHint: 'Tylko do odpowiedzi na Twoją wiadomość.',
    subject: 'Temat *',
    message: 'Wiadomość *',
    messageHint: 'Od 10 do 5000 znaków. Jeśli chodzi o anons, podaj jego numer lub link.',
    honeypot: 'Zostaw to pole puste',
    submit: 'Wyślij wiadomość',
    sending: 'Wysyłanie…',
    failed: 'Nie udało się wysłać wiadomości. Spróbuj ponownie za chwilę.',
    fixFields: 'Popraw zaznaczone pola i wyślij ponownie.',
    sentTitle: 'Dziękujemy, wiadomość wysłana',
    sentText: 'Potwierdzenie wysłaliśmy na Twój adres e-mail. Odpowiemy najszybciej, jak to możliwe.',
    another: 'Wyślij kolejną wiadomość',
    privacy: 'Wiadomość przechowujemy tylko na potrzeby odpowiedzi; po załatwieniu sprawy możemy ją usunąć.',
  },
};
