/**
 * Namespace `accountEmail`: the forgotten password, the confirmation link pages and the e-mail settings.
 * Polish, the default language; `en.ts` has the same keys.
 */
export const pl = {
  forgot: {
    title: 'Nie pamiętasz hasła?',
    intro: 'Podaj adres e-mail konta, a wyślemy link do ustawienia nowego hasła.',
    email: 'E-mail*',
    submit: 'Wyślij link',
    sent: 'Jeśli to konto istnieje, wysłaliśmy na jego adres e-mail link do ustawienia nowego hasła. Link jest ważny przez godzinę.',
    back: 'Wróć do logowania',
  },
  reset: {
    title: 'Ustaw nowe hasło',
    intro: 'Wpisz nowe hasło dwa razy. Po zmianie wylogujemy Cię ze wszystkich urządzeń.',
    password: 'Nowe hasło*',
    passwordConfirmation: 'Powtórz nowe hasło*',
    submit: 'Ustaw hasło',
    done: 'Hasło zostało zmienione. Możesz się zalogować.',
    login: 'Zaloguj się',
    noToken: 'Ten link jest niepełny. Otwórz link z wiadomości e-mail albo poproś o nowy.',
    askAgain: 'Poproś o nowy link',
  },
  confirm: {
    title: 'Potwierdzenie adresu e-mail',
    intro: 'Kliknij, aby potwierdzić adres e-mail swojego konta.',
    submit: 'Potwierdzam',
    doneEmail: 'Adres e-mail został potwierdzony. Dziękujemy!',
    doneChange: 'Nowy adres e-mail został potwierdzony i jest teraz adresem Twojego konta.',
    dashboard: 'Przejdź do panelu',
  },
  settings: {
    title: 'E-mail',
    address: 'Adres e-mail',
    confirmed: 'potwierdzony',
    unconfirmed: 'niepotwierdzony',
    unconfirmedHint:
      'Potwierdź adres, klikając link z wiadomości, którą wysłaliśmy po rejestracji. Bez tego nie wyślesz anonsu do moderacji.',
    resend: 'Wyślij link ponownie',
    resent: 'Wysłaliśmy nowy link potwierdzający.',
    pending: 'Czeka na potwierdzenie: {{email}}. Do tego czasu obowiązuje dotychczasowy adres.',
    changeTitle: 'Zmień adres e-mail',
    newEmail: 'Nowy adres e-mail*',
    currentPassword: 'Obecne hasło*',
    changeSubmit: 'Wyślij link na nowy adres',
    changeSent: 'Wysłaliśmy link na nowy adres. Kliknij go, aby zakończyć zmianę.',
    languageTitle: 'Język wiadomości e-mail',
    languagePl: 'polski',
    languageEn: 'angielski',
    languageSaved: 'Zapisano.',
    save: 'Zapisz',
  },
  seo: {
    forgotTitle: 'Nie pamiętasz hasła? | anonse',
    forgotDescription: 'Ustaw nowe hasło do konta anonse.',
    resetTitle: 'Nowe hasło | anonse',
    confirmTitle: 'Potwierdzenie adresu e-mail | anonse',
    settingsTitle: 'E-mail | Panel użytkownika | anonse',
  },
};
