import { infoTexts } from '../page-texts';

export const terms = infoTexts({
  pl: {
    title: 'Regulamin',
    description:
      'Zasady korzystania z serwisu anonse: konto, publikacja i moderacja anonsów, weryfikacja, promowanie oraz zgłaszanie naruszeń.',
    lead: 'Regulamin opisuje zasady korzystania z serwisu anonse przez odwiedzających i ogłoszeniodawców. Korzystając z serwisu, akceptujesz poniższe zasady.',
    sections: [
      {
        heading: '1. Postanowienia ogólne',
        paragraphs: [
          'Serwis anonse umożliwia publikowanie i przeglądanie ogłoszeń towarzyskich. Jest przeznaczony wyłącznie dla osób pełnoletnich — wejście do serwisu wymaga potwierdzenia, że masz ukończone 18 lat.',
          'Operator udostępnia platformę ogłoszeniową. Nie jest stroną ustaleń ani spotkań między użytkownikami i nie pośredniczy w płatnościach między nimi.',
        ],
      },
      {
        heading: '2. Konto użytkownika',
        items: [
          'Do dodawania anonsów potrzebne jest bezpłatne konto (login, adres e-mail i hasło).',
          'Odpowiadasz za poufność swojego hasła i za działania wykonane z Twojego konta.',
          'Jedna osoba nie powinna zakładać wielu kont w celu obchodzenia zasad lub blokad.',
        ],
      },
      {
        heading: '3. Zasady publikacji anonsów',
        paragraphs: ['Dodanie anonsu jest bezpłatne. Publikując anons, potwierdzasz, że:'],
        items: [
          'anons dotyczy Ciebie lub masz zgodę osoby, której dotyczy, a wszystkie przedstawione osoby są pełnoletnie;',
          'zdjęcia przedstawiają osobę z ogłoszenia i masz prawo je opublikować;',
          'opis, wiek, lokalizacja, cennik i godziny pracy są zgodne z prawdą;',
          'anons nie narusza prawa ani praw innych osób, w szczególności nie ma związku z przymusem, wykorzystaniem, handlem ludźmi ani czerpaniem korzyści z cudzej działalności;',
          'nie publikujesz cudzych danych kontaktowych ani treści reklamowych innych serwisów.',
        ],
      },
      {
        heading: '4. Moderacja i weryfikacja',
        paragraphs: [
          'Każdy nowy anons czeka na akceptację administratora i dopiero po niej jest widoczny publicznie. Administrator może odrzucić anons niezgodny z regulaminem — powód odrzucenia zobaczysz w panelu użytkownika. Opublikowany anons może zostać ukryty, jeśli później okaże się niezgodny z zasadami.',
          'Ogłoszeniodawca może zweryfikować anons, przesyłając dwa zdjęcia weryfikacyjne. Służą one wyłącznie do weryfikacji i nigdy nie są publikowane. Zweryfikowany anons otrzymuje oznaczenie.',
        ],
      },
      {
        heading: '5. Promowanie',
        paragraphs: [
          'Anons można wyróżnić za punkty na wybraną liczbę dni. Aktualne zasady i ceny punktów opisują strony „Promowanie ogłoszeń” i „Cennik”. Wyróżnienie nie zwalnia anonsu z zasad regulaminu.',
        ],
      },
      {
        heading: '6. Zgłaszanie naruszeń',
        paragraphs: [
          'Jeśli zauważysz anons naruszający regulamin lub prawo — na przykład wykorzystujący Twoje zdjęcia bez zgody — napisz na kontakt@anonse.example, podając adres anonsu. Zgłoszenia dotyczące osób niepełnoletnich i przymusu traktujemy priorytetowo.',
        ],
      },
      {
        heading: '7. Usunięcie konta i treści',
        paragraphs: [
          'Możesz w każdej chwili poprosić o usunięcie swojego konta i anonsów. Konta naruszające regulamin mogą zostać zablokowane, a ich anonsy usunięte.',
        ],
      },
      {
        heading: '8. Zmiany regulaminu',
        paragraphs: [
          'Regulamin może się zmieniać wraz z rozwojem serwisu. O istotnych zmianach informujemy na stronie. Pytania dotyczące regulaminu kieruj na kontakt@anonse.example.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of service',
    description: 'The rules of anonse: your account, posting and moderation of ads, verification, promotion and reporting violations.',
    lead: 'These terms describe how visitors and advertisers may use anonse. By using the service you accept the rules below.',
    sections: [
      {
        heading: '1. General',
        paragraphs: [
          'anonse lets people publish and browse adult classified ads. It is intended only for adults — entering the site requires confirming that you are at least 18 years old.',
          'The operator provides the ads platform. It is not a party to any arrangement or meeting between users and does not handle payments between them.',
        ],
      },
      {
        heading: '2. Your account',
        items: [
          'You need a free account (login, e-mail address and password) to post ads.',
          'You are responsible for keeping your password secret and for everything done with your account.',
          'Please do not create several accounts to get around the rules or a block.',
        ],
      },
      {
        heading: '3. Rules for ads',
        paragraphs: ['Posting an ad is free. By publishing an ad you confirm that:'],
        items: [
          'the ad is about you, or you have the consent of the person it is about, and everyone shown is an adult;',
          'the photos show the person in the ad and you have the right to publish them;',
          'the description, age, location, prices and working hours are true;',
          'the ad does not break the law or anyone’s rights — in particular it has nothing to do with coercion, exploitation, human trafficking or profiting from someone else’s activity;',
          'you do not publish other people’s contact details or advertise other services.',
        ],
      },
      {
        heading: '4. Moderation and verification',
        paragraphs: [
          'Every new ad waits for an administrator’s approval and becomes public only after it. An administrator may reject an ad that breaks these terms — you will see the reason in your dashboard. A published ad may be hidden if it later turns out to break the rules.',
          'Advertisers can verify an ad by sending two verification photos. They are used only for verification and are never published. A verified ad gets a badge.',
        ],
      },
      {
        heading: '5. Promotion',
        paragraphs: [
          'An ad can be highlighted for a chosen number of days using points. The “Ad promotion” and “Pricing” pages describe the current rules and prices. A highlighted ad must still follow these terms.',
        ],
      },
      {
        heading: '6. Reporting violations',
        paragraphs: [
          'If you see an ad that breaks these terms or the law — for example one using your photos without consent — write to kontakt@anonse.example with the ad’s address. Reports concerning minors or coercion are handled first.',
        ],
      },
      {
        heading: '7. Deleting your account and content',
        paragraphs: [
          'You can ask us to delete your account and ads at any time. Accounts that break these terms may be blocked and their ads removed.',
        ],
      },
      {
        heading: '8. Changes',
        paragraphs: [
          'These terms may change as the service develops. We announce important changes on the site. Send questions about the terms to kontakt@anonse.example.',
        ],
      },
    ],
  },
});
