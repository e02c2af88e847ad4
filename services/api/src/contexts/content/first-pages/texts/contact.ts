import { infoTexts } from '../page-texts';

export const contact = infoTexts({
  pl: {
    title: 'Kontakt',
    description: 'Kontakt z serwisem anonse: pytania o konto i anonse, zgłoszenia naruszeń, sprawy danych osobowych i reklama.',
    lead: 'Masz pytanie, problem z anonsem albo chcesz zgłosić naruszenie? Napisz do nas na kontakt@anonse.example.',
    sections: [
      {
        heading: 'W czym pomożemy',
        items: [
          'Pytania o konto, logowanie i dodawanie anonsów.',
          'Wyjaśnienie powodu odrzucenia anonsu.',
          'Zamazanie twarzy, znaków szczególnych lub tatuaży na zdjęciach.',
          'Zgłoszenia anonsów naruszających regulamin lub prawo, w tym wykorzystujących cudze zdjęcia.',
          'Usunięcie konta i danych osobowych.',
          'Współpraca reklamowa.',
        ],
      },
      {
        heading: 'Jak napisać, żebyśmy szybko pomogli',
        items: [
          'Pisz z adresu e-mail przypisanego do konta, jeśli sprawa dotyczy Twojego konta.',
          'Podaj login i adres anonsu (link ze strony ogłoszenia).',
          'Krótko opisz problem; przy błędach podaj, co robisz i co widzisz na ekranie.',
          'Nigdy nie wysyłaj nam hasła — nie jest nam potrzebne.',
        ],
      },
      {
        heading: 'Sprawy pilne',
        paragraphs: [
          'Zgłoszenia dotyczące osób niepełnoletnich, przymusu lub publikacji zdjęć bez zgody rozpatrujemy w pierwszej kolejności. W sytuacji zagrożenia życia lub zdrowia dzwoń pod numer alarmowy 112.',
        ],
      },
    ],
  },
  en: {
    title: 'Contact',
    description: 'Contact anonse: questions about your account and ads, reporting violations, personal data requests and advertising.',
    lead: 'Have a question, a problem with an ad, or something to report? Write to us at kontakt@anonse.example.',
    sections: [
      {
        heading: 'What we can help with',
        items: [
          'Questions about your account, logging in and posting ads.',
          'Explaining why an ad was rejected.',
          'Blurring faces, distinguishing marks or tattoos in photos.',
          'Reports of ads that break the terms or the law, including ads using someone else’s photos.',
          'Deleting your account and personal data.',
          'Advertising.',
        ],
      },
      {
        heading: 'How to write so we can help quickly',
        items: [
          'If it is about your account, write from the e-mail address of that account.',
          'Include your login and the ad’s address (the link from the ad page).',
          'Describe the problem briefly; for errors, say what you were doing and what you see on screen.',
          'Never send us your password — we do not need it.',
        ],
      },
      {
        heading: 'Urgent matters',
        paragraphs: [
          'Reports concerning minors, coercion or photos published without consent are handled first. If life or health is in danger, call the emergency number 112.',
        ],
      },
    ],
  },
});
