/** Namespace `tours`: the owner's tours of an ad ("w trasie", issue 11). Polish; `en.ts` has the same keys. */
export const pl = {
  tours: {
    title: 'Trasy',
    intro:
      'Wyjeżdżasz do innego miasta? Zapowiedz trasę: w jej dniach ogłoszenie pojawi się także na listach tego miasta z oznaczeniem „w trasie”, a po ostatnim dniu samo z nich zniknie. Trasa działa od razu, bez moderacji.',
    rules:
      'Trasa trwa od 1 do 30 dni i zaczyna się najwcześniej dziś, najpóźniej za 180 dni. Ogłoszenie może mieć do 5 trwających lub zaplanowanych tras, które nie nachodzą na siebie.',
    ad: 'Ogłoszenie: {{title}} · {{city}}',
    back: 'Wróć do moich ogłoszeń',
    groups: {
      current: 'Trwa',
      upcoming: 'Zaplanowane',
      past: 'Minione',
    },
    state: {
      upcoming: 'zaplanowana',
      current: 'trwa',
      ended: 'zakończona',
      cancelled: 'odwołana',
    },
    empty: 'To ogłoszenie nie ma jeszcze tras. Zapowiedz pierwszą poniżej.',
    cancel: 'Odwołaj',
    cancelling: 'Odwołuję…',
    cancelled: 'Odwołano trasę: {{city}}, {{dates}}.',
    announced: 'Zapowiedziano trasę: {{city}}, {{dates}}.',
    notLive: 'Trasę można zapowiedzieć tylko dla aktywnego ogłoszenia. Włącz albo przedłuż ogłoszenie, aby dodać trasę.',
    stale: 'Ogłoszenie zmieniło się w międzyczasie. Pokazujemy je aktualne — spróbuj jeszcze raz.',
    failed: 'Nie udało się. Spróbuj ponownie za chwilę.',
    form: {
      title: 'Zapowiedz trasę',
      province: 'Województwo*',
      city: 'Miasto*',
      choose: 'Wybierz…',
      chooseProvinceFirst: 'Najpierw wybierz województwo',
      startsOn: 'Od dnia*',
      endsOn: 'Do dnia (włącznie)*',
      required: 'To pole jest wymagane.',
      submit: 'Zapowiedz trasę',
      pending: 'Zapowiadam…',
    },
    seo: {
      title: 'Trasy: {{title}}',
      description: 'Zapowiedz trasę ogłoszenia do innego miasta.',
    },
  },
};
