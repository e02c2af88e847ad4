import { infoTexts } from '../page-texts';

export const privacy = infoTexts({
  pl: {
    title: 'Polityka prywatności',
    description:
      'Jakie dane zbiera serwis anonse, jak je chronimy (szyfrowanie kluczem osoby, usuwanie na żądanie, zdjęcia bez metadanych) i jakie masz prawa.',
    lead: 'Dyskrecja jest podstawą serwisu ogłoszeń towarzyskich. Ta strona wyjaśnia, jakie dane przetwarzamy, w jakim celu i jak je chronimy.',
    sections: [
      {
        heading: 'Jakie dane przetwarzamy',
        items: [
          'Dane konta: login, adres e-mail i hasło (przechowujemy wyłącznie jego skrót, nigdy samo hasło).',
          'Treść anonsów: tytuł, opis, lokalizacja, numer telefonu, cennik, godziny pracy i zdjęcia.',
          'Zdjęcia weryfikacyjne, jeśli zdecydujesz się zweryfikować anons.',
          'Dane techniczne: adres IP i informacje o przeglądarce w dziennikach serwera, potrzebne do zapewnienia bezpieczeństwa serwisu.',
        ],
      },
      {
        heading: 'Dane osobowe w anonsach są zapieczętowane i możliwe do usunięcia',
        paragraphs: [
          'Dane osobowe z anonsów szyfrujemy kluczem przypisanym do konkretnej osoby. Gdy poprosisz o usunięcie danych, niszczymy ten klucz — zaszyfrowane informacje stają się wtedy trwale nieczytelne, także w historii zmian anonsu.',
          'Dzięki temu usunięcie danych jest skuteczne, a nie polega jedynie na ukryciu ogłoszenia.',
        ],
      },
      {
        heading: 'Zdjęcia',
        items: [
          'Zdjęcia weryfikacyjne nigdy nie są publiczne. Widzą je wyłącznie administratorzy podczas weryfikacji.',
          'Ze wszystkich przesłanych zdjęć usuwamy metadane (np. współrzędne GPS, datę wykonania, model telefonu lub aparatu), zanim zostaną opublikowane.',
          'Na prośbę pomagamy zamazać twarz, znaki szczególne lub tatuaże.',
        ],
      },
      {
        heading: 'Pliki cookie',
        paragraphs: [
          'Serwis używa plików cookie potrzebnych do jego działania: pliku sesji (utrzymuje zalogowanie), zabezpieczenia formularzy przed atakami CSRF oraz pliku adultContent, który przez 30 dni pamięta potwierdzenie pełnoletności.',
        ],
      },
      {
        heading: 'W jakim celu',
        items: [
          'prowadzenie konta i publikacja anonsów,',
          'moderacja i weryfikacja ogłoszeń,',
          'zapewnienie bezpieczeństwa serwisu i przeciwdziałanie nadużyciom,',
          'odpowiedzi na wiadomości wysłane do nas.',
        ],
      },
      {
        heading: 'Twoje prawa',
        paragraphs: [
          'Masz prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania i przeniesienia, a także prawo sprzeciwu. Aby skorzystać z tych praw, napisz na kontakt@anonse.example z adresu e-mail przypisanego do konta. Przysługuje Ci także prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    description:
      'What data anonse collects, how we protect it (per-person encryption keys, erasure on request, photos without metadata) and your rights.',
    lead: 'Discretion is the foundation of an adult classified-ads service. This page explains what data we process, why, and how we protect it.',
    sections: [
      {
        heading: 'What data we process',
        items: [
          'Account data: login, e-mail address and password (we keep only its hash, never the password itself).',
          'Ad content: title, description, location, phone number, prices, working hours and photos.',
          'Verification photos, if you choose to verify an ad.',
          'Technical data: IP address and browser details in server logs, needed to keep the service secure.',
        ],
      },
      {
        heading: 'Personal data in ads is sealed and erasable',
        paragraphs: [
          'Personal data in ads is encrypted with a key that belongs to one person. When you ask us to erase your data, we destroy that key — the encrypted information then becomes permanently unreadable, including in the ad’s change history.',
          'This makes erasure real rather than just hiding the ad.',
        ],
      },
      {
        heading: 'Photos',
        items: [
          'Verification photos are never public. Only administrators see them, during verification.',
          'We remove metadata (such as GPS coordinates, the date taken, the phone or camera model) from every uploaded photo before it is published.',
          'On request we help blur faces, distinguishing marks or tattoos.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'The service uses the cookies it needs to work: a session cookie (keeps you logged in), a cookie protecting forms against CSRF attacks, and the adultContent cookie, which remembers your age confirmation for 30 days.',
        ],
      },
      {
        heading: 'Why we process it',
        items: [
          'to run your account and publish your ads,',
          'to moderate and verify ads,',
          'to keep the service secure and prevent abuse,',
          'to answer messages you send us.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right to access, correct and erase your data, to restrict its processing, to data portability and to object. To exercise them, write to kontakt@anonse.example from the e-mail address of your account. You may also lodge a complaint with the Polish data protection authority (Prezes Urzędu Ochrony Danych Osobowych).',
        ],
      },
    ],
  },
});
