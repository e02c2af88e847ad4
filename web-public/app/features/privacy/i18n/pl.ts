/**
 * Namespace `privacy`: the account settings page (sessions, data export, deleting the account).
 * Polish, the default language; `en.ts` has the same keys.
 */
export const pl = {
  privacy: {
    title: 'Ustawienia konta',
    intro: 'Twoje urządzenia, Twoje dane i Twoje konto.',
    emailSettings: 'Adres e-mail i powiadomienia',
    sessions: {
      title: 'Zalogowane urządzenia',
      intro: 'Tu widzisz, gdzie jesteś zalogowany. Jeśli nie rozpoznajesz urządzenia, wyloguj je i zmień hasło.',
      unknownBrowser: 'Nieznana przeglądarka',
      unknownOs: 'nieznany system',
      device: '{{browser}} · {{os}}',
      thisDevice: 'To urządzenie',
      lastUsed: 'ostatnio używane {{date}}',
      since: 'zalogowano {{date}}',
      end: 'Wyloguj',
      ending: 'Wylogowywanie…',
      endAll: 'Wyloguj ze wszystkich urządzeń',
      endAllHint: 'Zakończy wszystkie sesje, także tę. Zaloguj się potem ponownie.',
      failed: 'Nie udało się wylogować urządzenia. Odśwież stronę i spróbuj ponownie.',
    },
    password: {
      title: 'Zmień hasło',
      intro: 'Po zmianie pozostałe urządzenia zostaną wylogowane; to zostaje zalogowane.',
      current: 'Obecne hasło',
      next: 'Nowe hasło',
      confirm: 'Powtórz nowe hasło',
      submit: 'Zmień hasło',
      submitting: 'Zmieniam…',
      done: 'Hasło zmienione. Pozostałe urządzenia zostały wylogowane.',
      failed: 'Nie udało się zmienić hasła. Spróbuj ponownie.',
    },
    export: {
      title: 'Pobierz swoje dane',
      intro:
        'Wszystko, co o Tobie przechowujemy: konto, anonse we wszystkich stanach wraz z historią, ulubione, powiadomienia, zalogowane urządzenia i Twoje zdjęcia. Archiwum ZIP zawiera plik data.json i każde zdjęcie w największym zapisanym rozmiarze; sam plik JSON podaje zdjęcia jako linki. Możesz pobrać dane kilka razy na godzinę.',
      downloadZip: 'Pobierz dane ze zdjęciami (ZIP)',
      download: 'Pobierz same dane (JSON)',
    },
    delete: {
      title: 'Usuń konto',
      intro:
        'Usunięcie jest ostateczne: Twoje konto, anonse, zdjęcia i ulubione znikną z serwisu, a zapisane o Tobie dane zostaną trwale zniszczone. Nie da się tego cofnąć.',
      password: 'Hasło',
      passwordHint: 'Podaj swoje hasło, aby potwierdzić, że to Ty.',
      confirm: 'Wpisz swój login „{{login}}”, aby potwierdzić',
      confirmMismatch: 'Wpisz dokładnie swój login.',
      submit: 'Usuń konto na zawsze',
      deleting: 'Usuwanie…',
      dialogTitle: 'Na pewno usunąć konto?',
      dialogText: 'Konto „{{login}}” i wszystkie jego dane zostaną trwale usunięte. Tej operacji nie można cofnąć.',
      cancel: 'Anuluj',
      failed: 'Nie udało się usunąć konta. Spróbuj ponownie.',
    },
    seo: {
      title: 'Ustawienia konta',
      description: 'Urządzenia, pobieranie danych i usuwanie konta.',
    },
  },
};
