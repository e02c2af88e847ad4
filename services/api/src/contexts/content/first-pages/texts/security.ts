import { infoTexts } from '../page-texts';

export const security = infoTexts({
  pl: {
    title: 'Bezpieczeństwo',
    description:
      'Porady bezpieczeństwa dla ogłoszeniodawców i odwiedzających: ochrona prywatności, bezpieczne spotkania i jak rozpoznać oszustwo.',
    lead: 'Kilka prostych zasad pomaga chronić prywatność i uniknąć nieprzyjemnych sytuacji. Zebraliśmy najważniejsze wskazówki dla ogłoszeniodawców i odwiedzających.',
    sections: [
      {
        heading: 'Dla ogłoszeniodawców',
        items: [
          'Rozważ osobny numer telefonu do ogłoszeń, niezwiązany z kontami w mediach społecznościowych ani bankiem.',
          'Nie podawaj w anonsie ani w pierwszych wiadomościach dokładnego adresu zamieszkania, nazwiska ani miejsca pracy.',
          'Jeśli nie chcesz być rozpoznany, poproś nas o zamazanie twarzy, znaków szczególnych lub tatuaży na zdjęciach. Metadane zdjęć usuwamy automatycznie.',
          'Przed spotkaniem przekaż zaufanej osobie, gdzie i z kim się spotykasz, oraz umów się na kontakt po spotkaniu.',
          'Zachowaj prawo do odmowy — możesz przerwać spotkanie w każdej chwili, jeśli czujesz się niebezpiecznie.',
          'Zweryfikuj anons. Oznaczenie weryfikacji zwiększa zaufanie odwiedzających.',
        ],
      },
      {
        heading: 'Dla odwiedzających',
        items: [
          'Zwracaj uwagę na oznaczenie zweryfikowanego anonsu.',
          'Nie wysyłaj przedpłat, kodów BLIK ani doładowań osobom, których nie znasz — to najczęstszy schemat oszustwa.',
          'Szanuj granice i decyzje drugiej osoby. Zgoda musi być dobrowolna i może zostać wycofana w każdej chwili.',
          'Nie nagrywaj i nie fotografuj nikogo bez wyraźnej zgody.',
        ],
      },
      {
        heading: 'Jak rozpoznać oszustwo',
        items: [
          'Prośba o zapłatę „za weryfikację”, „kaucję” lub „rezerwację” przed spotkaniem.',
          'Wiadomości podszywające się pod administrację serwisu z prośbą o hasło, kod SMS lub dane karty. Nigdy nie prosimy o hasło ani kody.',
          'Linki do stron płatności, które nie należą do znanych banków lub operatorów.',
          'Groźby ujawnienia rozmów lub zdjęć i żądanie pieniędzy — nie płać, zachowaj wiadomości i zgłoś sprawę na policję.',
        ],
      },
      {
        heading: 'Gdy coś jest nie tak',
        paragraphs: [
          'W sytuacji zagrożenia życia lub zdrowia dzwoń pod numer alarmowy 112.',
          'Jeśli anons budzi podejrzenie, że ktoś działa pod przymusem lub jest niepełnoletni, natychmiast napisz na kontakt@anonse.example, podając adres anonsu. Takie zgłoszenia rozpatrujemy w pierwszej kolejności.',
          'Jeśli potrzebujesz rozmowy w trudnej sytuacji, możesz zadzwonić pod bezpłatny numer 116 123 (telefon zaufania dla dorosłych w kryzysie emocjonalnym).',
        ],
      },
    ],
  },
  en: {
    title: 'Security',
    description: 'Safety tips for advertisers and visitors: protecting your privacy, meeting safely and recognising scams.',
    lead: 'A few simple habits help protect your privacy and avoid unpleasant situations. Here are the most important tips for advertisers and visitors.',
    sections: [
      {
        heading: 'For advertisers',
        items: [
          'Consider a separate phone number for your ads, not linked to your social-media or bank accounts.',
          'Do not put your home address, surname or workplace in the ad or in first messages.',
          'If you do not want to be recognised, ask us to blur your face, distinguishing marks or tattoos in photos. Photo metadata is removed automatically.',
          'Before a meeting, tell a trusted person where and with whom you are meeting, and agree to check in afterwards.',
          'You can always say no — end a meeting at any moment if you feel unsafe.',
          'Verify your ad. The verified badge increases visitors’ trust.',
        ],
      },
      {
        heading: 'For visitors',
        items: [
          'Look for the verified badge.',
          'Do not send advance payments, BLIK codes or top-ups to people you do not know — it is the most common scam.',
          'Respect the other person’s boundaries and decisions. Consent must be freely given and can be withdrawn at any time.',
          'Never record or photograph anyone without explicit consent.',
        ],
      },
      {
        heading: 'How to recognise a scam',
        items: [
          'A request to pay “for verification”, a “deposit” or a “booking” before meeting.',
          'Messages pretending to come from the site’s staff asking for your password, an SMS code or card details. We never ask for passwords or codes.',
          'Links to payment pages that do not belong to well-known banks or payment providers.',
          'Threats to publish conversations or photos unless you pay — do not pay, keep the messages and report it to the police.',
        ],
      },
      {
        heading: 'If something is wrong',
        paragraphs: [
          'If life or health is in danger, call the emergency number 112.',
          'If an ad makes you suspect that someone is acting under coercion or is a minor, write to kontakt@anonse.example straight away with the ad’s address. Such reports are handled first.',
          'If you need to talk to someone in a difficult moment, you can call the free helpline 116 123 (emotional support for adults, in Polish).',
        ],
      },
    ],
  },
});
