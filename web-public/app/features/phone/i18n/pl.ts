/** Namespace `phone` (the dashboard's "SMS użytkownika"). */
export const pl = {
  phone: {
    title: 'Użytkownik SMS',
    intro: 'Zweryfikuj numer telefonu kodem SMS. Anonse z tym numerem dostaną znak „Telefon zweryfikowany”.',
    verified: 'Zweryfikowany numer: {{number}}',
    none: 'Nie masz jeszcze zweryfikowanego numeru.',
    number: 'Numer komórkowy',
    numberHint: 'Np. 512 345 678 albo +48 512 345 678.',
    send: 'Wyślij kod SMS',
    sending: 'Wysyłam…',
    sentTo: 'Wysłaliśmy kod na numer {{number}}. Jest ważny do {{time}}.',
    code: 'Kod z SMS-a (6 cyfr)',
    confirm: 'Potwierdź',
    checksLeft: 'Pozostałe próby: {{count}}',
    resendIn: 'Nowy kod możesz wysłać za {{seconds}} s.',
    resendAt: 'Nowy kod możesz wysłać o {{time}}.',
    done: 'Numer zweryfikowany.',
    remove: 'Usuń numer',
    failed: 'Coś poszło nie tak. Spróbuj ponownie za chwilę.',
    seo: { title: 'Użytkownik SMS', description: 'Weryfikacja numeru telefonu kodem SMS.' },
  },
};
