/**
 * Namespace `browse`: the list routes' headings, titles, descriptions and intros, the services index, typed-text
 * search pages and the HTML sitemaps. Polish, the default language; `en.ts` has the same keys.
 * City SEO texts are not here: they are server data (content/city-texts.server.ts), shipped only with their pages.
 */
export const pl = {
  family: {
    adList: {
      heading: 'Anonse towarzyskie',
      intro: 'Wszystkie zatwierdzone anonse z całej Polski. Wybierz kategorię, województwo lub miasto, żeby zawęzić listę.',
      hint: 'Przeglądaj według kategorii, miasta i dzielnicy.',
    },
    eroticAds: {
      heading: 'Anonse erotyczne',
      intro:
        'Anonse erotyczne ze wszystkich kategorii w jednym miejscu: panie, panowie, pary, osoby trans, masaż, BDSM i pokazy. Każde ogłoszenie sprawdza administrator przed publikacją; wybierz miasto, żeby zobaczyć oferty w pobliżu.',
      hint: 'Wszystkie kategorie na jednej liście.',
    },
    escorts: {
      heading: 'Towarzystwo i escort',
      intro:
        'Roksa to potoczna nazwa ogłoszeń towarzyskich. Tutaj są anonse osób, które oferują towarzystwo: randkę, kolację, wspólny wieczór, wyjazd lub całą noc, czyli klimat GFE i spotkania, w których liczy się czas spędzony razem.',
      hint: 'Randka, kolacja, wyjazd albo cały wieczór we dwoje.',
    },
    massages: {
      heading: 'Masaże erotyczne',
      intro:
        'Anonse z kategorii masaż: masaż relaksacyjny, tantryczny, body to body, nuru i inne. Rodzaje masażu, które oferuje dana osoba, znajdziesz w jej ogłoszeniu; opis każdego rodzaju jest na stronach usług.',
      hint: 'Masaż relaksacyjny, tantryczny i inne rodzaje.',
    },
    services: {
      heading: 'Usługi',
      hint: 'Anonse osób, które oferują tę usługę.',
    },
  },
  title: {
    adList: 'Anonse towarzyskie z całej Polski',
    adListPlace: 'Anonse towarzyskie {{place}}',
    category: '{{what}} — anonse towarzyskie',
    categoryPlace: '{{what}} {{place}} — anonse towarzyskie',
    eroticAds: 'Anonse erotyczne — wszystkie ogłoszenia',
    eroticAdsPlace: 'Anonse erotyczne {{place}}',
    escorts: 'Roksa — towarzystwo i escort w Polsce',
    escortsPlace: 'Towarzystwo i escort {{place}} — roksa',
    massages: 'Masaże erotyczne w całej Polsce',
    massagesPlace: 'Masaże erotyczne {{place}}',
    service: '{{what}} — anonse z tą usługą',
    servicePlace: '{{what}} {{place}} — anonse z tą usługą',
    serviceIndex: 'Usługi w anonsach — pełna lista',
    text: '„{{text}}” — wyniki wyszukiwania',
    page: ' — strona {{page}}',
    brand: '{{main}} | anonse',
  },
  description: {
    list_one: '{{heading}}: {{count}} aktualne ogłoszenie, sprawdzone przed publikacją. {{hint}}',
    list_few: '{{heading}}: {{count}} aktualne ogłoszenia, sprawdzone przed publikacją. {{hint}}',
    list_many: '{{heading}}: {{count}} aktualnych ogłoszeń, sprawdzonych przed publikacją. {{hint}}',
    list_other: '{{heading}}: {{count}} aktualnego ogłoszenia, sprawdzonego przed publikacją. {{hint}}',
    serviceIndex:
      'Lista usług, które ogłoszeniodawcy wymieniają w anonsach, pogrupowana tematycznie, z opisem każdej usługi i liczbą ogłoszeń.',
    text: 'Anonse, w których pojawia się „{{text}}”.',
    page: ' Strona {{page}}.',
  },
  text: {
    heading: 'Wyniki dla „{{text}}”',
    intro: 'Nie znamy takiego miejsca ani kategorii, więc szukamy tych słów w tytułach i opisach anonsów.',
    emptyTitle: 'Brak anonsów ze słowami „{{text}}”',
    emptyText: 'Spróbuj innego słowa, wybierz miejsce z listy albo użyj wyszukiwarki z filtrami.',
    places: 'Może chodziło o',
    cities: 'Popularne miasta',
  },
  empty: {
    title: 'Nie ma tu jeszcze anonsów',
    text: 'Nowe ogłoszenia pojawiają się codziennie. W międzyczasie zajrzyj tutaj:',
    wider: 'Wszystkie anonse: {{place}}',
    family: '{{heading}} w całej Polsce',
    all: 'Wszystkie anonse',
    search: 'Wyszukiwarka z filtrami',
  },
  service: {
    withAds: 'Anonse z tą usługą',
    more: 'Wszystkie usługi',
  },
  groups: {
    companionship: 'Towarzystwo',
    intimacy: 'Seks',
    massage: 'Masaż',
    fetish: 'Fetysze i odgrywanie ról',
    dominance: 'Dominacja i uległość',
    shows: 'Pokazy i kontakt zdalny',
  },
  groupText: {
    companionship:
      'Usługa z grupy „Towarzystwo”: czas spędzany razem, niekoniecznie w czterech ścianach. Poniżej są anonse, w których ogłoszeniodawcy zaznaczyli „{{name}}”; szczegóły i cenę ustalasz z nimi bezpośrednio.',
    intimacy:
      'Usługa z grupy „Seks”. Poniżej są anonse, w których ogłoszeniodawcy wymienili „{{name}}”. Zakres, granice i zabezpieczenie zawsze ustala się przed spotkaniem — ogłoszenie nie zastępuje tej rozmowy.',
    massage:
      'Jeden z rodzajów masażu oferowanych w anonsach. Poniżej są ogłoszenia, w których wymieniono „{{name}}”; o przebieg, czas trwania i cenę zapytaj ogłoszeniodawcę.',
    fetish:
      'Usługa z grupy fetyszy i odgrywania ról. Poniżej są anonse, w których zaznaczono „{{name}}”. Upodobania i granice warto omówić przed spotkaniem, żeby obie strony wiedziały, czego się spodziewać.',
    dominance:
      'Usługa z grupy dominacji i uległości. Poniżej są anonse, w których wymieniono „{{name}}”. Granice i hasło bezpieczeństwa ustala się przed spotkaniem, a każda ze stron może przerwać w dowolnej chwili.',
    shows:
      'Usługa z grupy pokazów i kontaktu zdalnego. Poniżej są anonse, w których zaznaczono „{{name}}”; formę, czas i sposób płatności ustala się z ogłoszeniodawcą.',
  },
  serviceIndex: {
    intro:
      'Ogłoszeniodawcy zaznaczają w anonsach usługi, które oferują. Każda usługa ma swoją stronę z krótkim opisem i listą ogłoszeń; liczba obok nazwy mówi, ile aktualnych anonsów ją wymienia.',
    count_one: '{{count}} anons',
    count_few: '{{count}} anonse',
    count_many: '{{count}} anonsów',
    count_other: '{{count}} anonsu',
  },
  cityTexts: {
    label: 'O anonsach w tym mieście',
  },
  crumbs: {
    services: 'Usługi',
    sitemap: 'Mapa strony',
  },
  sitemap: {
    heading: 'Mapa strony',
    title: 'Mapa strony — wszystkie działy serwisu',
    description: 'Mapa serwisu: województwa, miasta, kategorie, usługi i strony informacyjne w jednym miejscu.',
    intro: 'Wszystkie działy serwisu w jednym miejscu. Województwa prowadzą do miast, a miasta do dzielnic i kategorii.',
    lists: 'Listy anonsów',
    categories: 'Kategorie',
    services: 'Usługi',
    search: 'Wyszukiwarka',
    info: 'Informacje',
    provinces: 'Województwa',
    regions: 'Miasta i dzielnice',
    provincesHeading: 'Mapa województw',
    provincesTitle: 'Mapa województw — anonse w każdym regionie',
    provincesDescription: 'Wszystkie 16 województw z liczbą anonsów i miastami, w których są ogłoszenia.',
    provincesIntro: 'Wybierz województwo, żeby zobaczyć miasta, w których są anonse.',
    provinceHeading: 'Województwo {{province}} — mapa miast',
    provinceTitle: 'Miasta z anonsami — województwo {{province}}',
    provinceDescription: 'Miasta województwa {{province}}, w których są aktualne anonse, z liczbą ogłoszeń.',
    provinceEmpty: 'W tym województwie nie ma jeszcze anonsów.',
    regionsHeading: 'Mapa miast',
    regionsTitle: 'Mapa miast — anonse w miastach i dzielnicach',
    regionsDescription: 'Miasta z aktualnymi anonsami, pogrupowane według województw, z dzielnicami i kategoriami.',
    regionsIntro: 'Miasta, w których są aktualne anonse. Strona miasta prowadzi do jego dzielnic i kategorii.',
    regionHeading: '{{city}} — mapa dzielnic i kategorii',
    regionTitle: '{{city}}: dzielnice i kategorie anonsów',
    regionDescription: 'Dzielnice i kategorie anonsów w mieście {{city}}, z liczbą aktualnych ogłoszeń.',
    regionAll: 'Wszystkie anonse: {{city}}',
    districts: 'Dzielnice',
    more: 'Więcej w mieście',
    empty: 'Nie ma jeszcze miast z anonsami.',
  },
};
