import type { Locale } from '@anonse/contracts/browser';

/**
 * City SEO texts (docs/product.md § 3: title1–4 / desc1–4 by city slug; Poznań and Warszawa one each, Wrocław, Łódź, Kraków and
 * Białystok four each), in Polish and English. They are shown on the city's page of the main list (`/anonse/{city}/`,
 * `/en/erotic-ads/{city}/`) below the results. A `.server.ts` module: loaders hand the page its own texts, so they
 * never ship in a browser bundle.
 */
export interface CityText {
  title: string;
  desc: string;
}

type CityTexts = Record<Locale, readonly CityText[]>;

const CITY_TEXTS: Readonly<Record<string, CityTexts>> = {
  poznan: {
    pl: [
      {
        title: 'Anonse towarzyskie w Poznaniu',
        desc: 'Na tej stronie są wszystkie zatwierdzone anonse z Poznania — od Starego Miasta po Grunwald, Jeżyce, Nowe Miasto i Wildę. Każde ogłoszenie przed publikacją sprawdza administrator, a zweryfikowane profile mają osobną odznakę. Listę zawęzisz do dzielnicy albo kategorii w panelu obok, a w wyszukiwarce ustawisz cenę, wiek czy godziny pracy. Przed spotkaniem ustal wszystkie warunki przez telefon, umawiaj się tam, gdzie czujesz się bezpiecznie, i nie wysyłaj zaliczek nieznajomym.',
      },
    ],
    en: [
      {
        title: 'Adult ads in Poznań',
        desc: 'This page gathers every approved ad from Poznań, from the Old Town to Grunwald, Jeżyce, Nowe Miasto and Wilda. An administrator checks each ad before it goes live, and verified profiles carry a badge of their own. Narrow the list to a district or a category in the side panel, and set price, age or working hours in the search. Agree on everything by phone before a meeting, meet where you feel safe, and never send a deposit to a stranger.',
      },
    ],
  },
  warszawa: {
    pl: [
      {
        title: 'Anonse towarzyskie w Warszawie',
        desc: 'Warszawa to jedno z miast z największą liczbą ogłoszeń w serwisie. Poniżej są wszystkie zatwierdzone anonse ze stolicy, a listę możesz zawęzić do jednej z 18 dzielnic — od Śródmieścia i Mokotowa po Pragę-Południe, Wolę czy Ursynów. Filtry wyszukiwarki pozwalają wybrać kategorię, przedział cenowy, języki i dojazd do klienta. Ogłoszenia promowane są oznaczone, a ich kolejność zmienia się co minutę, więc każde ma równe szanse. Zanim się umówisz, sprawdź, czy profil jest zweryfikowany, i uzgodnij szczegóły bezpośrednio z ogłoszeniodawcą.',
      },
    ],
    en: [
      {
        title: 'Adult ads in Warsaw',
        desc: 'Warsaw is one of the cities with the most ads on the site. Below is every approved ad from the capital, and you can narrow the list to one of its 18 districts, from Śródmieście and Mokotów to Praga-Południe, Wola or Ursynów. The search filters let you choose a category, a price range, languages and outcalls. Promoted ads are marked and their order changes every minute, so each gets a fair turn. Before you arrange a meeting, check whether the profile is verified and agree on the details directly with the advertiser.',
      },
    ],
  },
  wroclaw: {
    pl: [
      {
        title: 'Anonse towarzyskie we Wrocławiu',
        desc: 'Tutaj znajdziesz zatwierdzone anonse z Wrocławia. Miasto dzieli się na pięć dawnych dzielnic — Stare Miasto, Śródmieście, Krzyki, Fabryczną i Psie Pole — i według nich możesz zawęzić listę w panelu obok.',
      },
      {
        title: 'Jak szukać we Wrocławiu',
        desc: 'Wybierz kategorię, a potem otwórz wyszukiwarkę z filtrami: ustawisz w niej cenę za godzinę, wiek, języki, usługi i godziny pracy. Przełącznik „tylko zweryfikowane” zostawi na liście ogłoszenia osób, które potwierdziły swoją tożsamość zdjęciami.',
      },
      {
        title: 'Bezpieczne spotkanie',
        desc: 'Umawiaj się telefonicznie i ustal wcześniej cenę, czas i miejsce. Nie przesyłaj pieniędzy z góry ani zdjęć dokumentów. Jeśli ogłoszenie wydaje się podejrzane, zgłoś je przyciskiem na jego stronie, a trafi do moderatorów.',
      },
      {
        title: 'Ogłaszasz się we Wrocławiu?',
        desc: 'Dodanie anonsu jest bezpłatne. Po akceptacji administratora ogłoszenie pojawia się w wybranym mieście i dzielnicy, a miasto, telefon i godziny pracy możesz później zmieniać bez ponownej moderacji. Na życzenie pomożemy zamazać twarz, znaki szczególne lub tatuaże na zdjęciach.',
      },
    ],
    en: [
      {
        title: 'Adult ads in Wrocław',
        desc: 'Here you will find the approved ads from Wrocław. The city is divided into five former districts — the Old Town, Śródmieście, Krzyki, Fabryczna and Psie Pole — and you can narrow the list by them in the side panel.',
      },
      {
        title: 'How to search in Wrocław',
        desc: 'Choose a category, then open the search with filters: set the hourly price, age, languages, services and working hours there. The “verified only” switch keeps the ads of people who confirmed their identity with photos.',
      },
      {
        title: 'Meeting safely',
        desc: 'Arrange meetings by phone and agree on the price, time and place beforehand. Never send money in advance or photos of your documents. If an ad looks suspicious, report it with the button on its page and it goes to the moderators.',
      },
      {
        title: 'Advertising in Wrocław?',
        desc: 'Posting an ad is free. Once an administrator approves it, the ad appears in the city and district you chose, and you can later change the city, phone and working hours without another review. On request we help blur faces, marks or tattoos in your photos.',
      },
    ],
  },
  lodz: {
    pl: [
      {
        title: 'Anonse towarzyskie w Łodzi',
        desc: 'Na tej stronie są aktualne anonse z Łodzi, od okolic Piotrkowskiej po osiedla na obrzeżach miasta. Lista pokazuje najpierw ogłoszenia promowane, potem zweryfikowane i najnowsze.',
      },
      {
        title: 'Kategorie w Łodzi',
        desc: 'W panelu obok przejdziesz do jednej kategorii — pań, panów, par, osób trans, masażu, BDSM czy pokazów — bez wychodzenia z Łodzi. Liczba przy każdej kategorii mówi, ile ogłoszeń na nią czeka.',
      },
      {
        title: 'Co oznacza odznaka „zweryfikowany”',
        desc: 'Zweryfikowany ogłoszeniodawca przesłał nam dwa zdjęcia potwierdzające, że to on jest na zdjęciach w anonsie. Zdjęcia weryfikacyjne oglądają tylko moderatorzy i są usuwane zaraz po decyzji.',
      },
      {
        title: 'Dyskrecja i bezpieczeństwo',
        desc: 'Nie podawaj nikomu swoich danych, których nie chcesz ujawnić, i nie płać z góry. Umów się w miejscu, które znasz, a o każdej nieuczciwej ofercie daj nam znać przez przycisk zgłoszenia.',
      },
    ],
    en: [
      {
        title: 'Adult ads in Łódź',
        desc: 'This page lists the current ads from Łódź, from the streets around Piotrkowska to the estates on the edge of town. Promoted ads come first, then verified ones and the newest.',
      },
      {
        title: 'Categories in Łódź',
        desc: 'The side panel takes you to one category — ladies, gentlemen, couples, trans people, massage, BDSM or shows — without leaving Łódź. The number next to each category says how many ads are waiting in it.',
      },
      {
        title: 'What the “verified” badge means',
        desc: 'A verified advertiser sent us two photos proving that they are the person in the ad. Only moderators see the verification photos, and they are deleted as soon as the decision is made.',
      },
      {
        title: 'Discretion and safety',
        desc: 'Do not share personal details you would rather keep to yourself, and never pay in advance. Meet somewhere you know, and tell us about any dishonest offer with the report button.',
      },
    ],
  },
  krakow: {
    pl: [
      {
        title: 'Anonse towarzyskie w Krakowie',
        desc: 'Zatwierdzone anonse z Krakowa w jednym miejscu. Listę możesz zawęzić do jednej z 18 dzielnic — od Starego Miasta i Krowodrzy po Podgórze i Nową Hutę — albo do wybranej kategorii.',
      },
      {
        title: 'Ogłoszenia po angielsku',
        desc: 'Kraków odwiedza wielu gości z zagranicy, dlatego w filtrach wyszukiwarki warto zaznaczyć język. Każdy anons podaje języki, w których ogłoszeniodawca się porozumiewa, a cały serwis działa także po angielsku.',
      },
      {
        title: 'Ogłoszenia promowane',
        desc: 'Ogłoszenia na górze listy zostały wyróżnione punktami. Ich kolejność zmienia się co minutę, a pod nimi znajdziesz zwykłe ogłoszenia uszeregowane od zweryfikowanych i najświeższych.',
      },
      {
        title: 'Zanim się umówisz',
        desc: 'Przeczytaj cały opis i sprawdź cennik oraz godziny pracy. Ustal szczegóły przez telefon, nie wysyłaj zaliczek i spotykaj się w miejscu, w którym czujesz się swobodnie. Podejrzane ogłoszenie zgłoś moderatorom.',
      },
    ],
    en: [
      {
        title: 'Adult ads in Kraków',
        desc: 'The approved ads from Kraków in one place. Narrow the list to one of its 18 districts — from the Old Town and Krowodrza to Podgórze and Nowa Huta — or to a category of your choice.',
      },
      {
        title: 'Ads in English',
        desc: 'Kraków welcomes many visitors from abroad, so it is worth choosing a language in the search filters. Every ad lists the languages its author speaks, and the whole site works in English too.',
      },
      {
        title: 'Promoted ads',
        desc: 'The ads at the top of the list were promoted with points. Their order changes every minute, and below them come the regular ads, verified and most recent first.',
      },
      {
        title: 'Before you arrange a meeting',
        desc: 'Read the whole description and check the prices and working hours. Agree on the details by phone, send no deposits, and meet where you feel at ease. Report a suspicious ad to the moderators.',
      },
    ],
  },
  bialystok: {
    pl: [
      {
        title: 'Anonse towarzyskie w Białymstoku',
        desc: 'Tutaj są aktualne anonse z Białegostoku. Jeśli w mieście jest ich niewiele, zajrzyj na stronę województwa podlaskiego — ogłoszenia z okolicznych miejscowości są o krok dalej.',
      },
      {
        title: 'Jak czytać ogłoszenie',
        desc: 'W anonsie znajdziesz wiek, cennik, godziny pracy, języki i informację o dojeździe do klienta. Usługi wymienione w ogłoszeniu mają swoje strony z krótkim opisem, więc łatwo sprawdzić, co oznaczają.',
      },
      {
        title: 'Każde ogłoszenie jest sprawdzane',
        desc: 'Anonse trafiają na stronę dopiero po akceptacji administratora, a zmiany treści przechodzą ponowną moderację. Ogłoszenia osób zablokowanych znikają z serwisu od razu.',
      },
      {
        title: 'Spotkanie bez niespodzianek',
        desc: 'Zapytaj o wszystko, zanim się umówisz, i nie płać niczego z góry. Spotykaj się w bezpiecznym miejscu i zaufaj swojej intuicji — w razie wątpliwości zgłoś ogłoszenie przyciskiem na jego stronie.',
      },
    ],
    en: [
      {
        title: 'Adult ads in Białystok',
        desc: 'Here are the current ads from Białystok. If the city has only a few, have a look at the page of Podlaskie province: ads from the nearby towns are one step away.',
      },
      {
        title: 'How to read an ad',
        desc: 'An ad gives the age, prices, working hours, languages and whether its author travels to clients. The services it lists have pages of their own with a short description, so it is easy to check what they mean.',
      },
      {
        title: 'Every ad is checked',
        desc: 'Ads reach the site only after an administrator approves them, and changes to their text are reviewed again. The ads of blocked accounts disappear from the site at once.',
      },
      {
        title: 'A meeting without surprises',
        desc: 'Ask about everything before you meet, and pay nothing in advance. Meet in a safe place and trust your instincts; when in doubt, report the ad with the button on its page.',
      },
    ],
  },
};

/** The SEO texts of a city (by its key), in `locale`; none for cities without texts. */
export const cityTexts = (cityKey: string, locale: Locale): readonly CityText[] =>
  Object.hasOwn(CITY_TEXTS, cityKey) ? CITY_TEXTS[cityKey]![locale] : [];
