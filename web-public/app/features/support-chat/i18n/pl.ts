/** Namespace `supportChat`: the dashboard's chat with staff. Polish, the default language; `en.ts` has the same keys. */
export const pl = {
  supportChat: {
    title: 'Czat z obsługą',
    intro: 'Napisz do zespołu anonse. Odpowiadamy tutaj; nie podawaj haseł ani kodów z SMS-ów — nigdy o nie nie prosimy.',
    seoDescription: 'Rozmowa z obsługą anonse w panelu użytkownika.',
    online: 'Obsługa jest teraz dostępna — odpowiedź pojawi się tutaj.',
    offline:
      'Nikogo z obsługi nie ma teraz przy komputerze. Napisz mimo to: przekażemy wiadomość e-mailem, a odpowiedź dostaniesz tutaj i na swój adres e-mail.',
    emailed: 'Wysłano dalej e-mailem, bo nikt z obsługi nie był dostępny.',
    loading: 'Wczytywanie…',
    loadFailed: 'Nie udało się wczytać czatu.',
    retry: 'Spróbuj ponownie',
    empty: 'Nie ma jeszcze wiadomości. Opisz, w czym możemy pomóc.',
    handled: 'Obsługa uznała sprawę za załatwioną. Jeśli napiszesz, rozmowa otworzy się ponownie.',
    listLabel: 'Wiadomości czatu',
    you: 'Ty',
    staff: 'Obsługa',
    label: 'Twoja wiadomość',
    hint: 'Enter wysyła, Shift+Enter zaczyna nowy wiersz.',
    counter: '{{count}} / {{max}}',
    tooLong: 'Za długa wiadomość: najwyżej {{max}} znaków.',
    send: 'Wyślij',
    sending: 'Wysyłanie…',
    failed: 'Nie udało się wysłać wiadomości. Spróbuj ponownie.',
  },
};
