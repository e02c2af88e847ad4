import { SERVICES, type Service } from '@anonse/contracts/browser';

/**
 * The services index groups services by theme (the sections of contracts' SERVICES list). Every service is in
 * exactly one group (a unit test holds it to that), so a new service has to be placed here to get a page text.
 */
export const SERVICE_GROUPS = {
  companionship: [
    'gfe',
    'pse',
    'pocalunki',
    'francuskie-pocalunki',
    'przytulanie',
    'randka',
    'kolacja',
    'wyjazdy',
    'towarzystwo-na-imprezy',
    'nocleg',
    'weekend',
    'wspolna-kapiel',
    'wspolny-prysznic',
    'sauna',
  ],
  intimacy: [
    'seks-klasyczny',
    'seks-oralny',
    'seks-oralny-bez-zabezpieczenia',
    'seks-oralny-z-zabezpieczeniem',
    'seks-analny',
    'hiszpanski',
    'minetka',
    'pozycja-69',
    'rozne-pozycje',
    'seks-w-piersi',
    'stopki',
    'reczne-zakonczenie',
    'zakonczenie-na-ciele',
    'wielokrotne-zakonczenie',
    'rimming',
    'zabawki-erotyczne',
    'strap-on',
    'masturbacja',
    'lesbijski-pokaz',
    'trojkat',
    'dla-par',
    'dla-kobiet',
    'dla-niepelnosprawnych',
    'pierwszy-raz',
  ],
  massage: [
    'masaz-klasyczny',
    'masaz-relaksacyjny',
    'masaz-erotyczny',
    'masaz-tantryczny',
    'masaz-body-to-body',
    'masaz-nuru',
    'masaz-prostaty',
    'masaz-lingam',
    'masaz-yoni',
    'masaz-stop',
    'masaz-plecow',
    'masaz-sportowy',
    'masaz-czterema-rekami',
    'masaz-olejkami',
    'masaz-goracymi-kamieniami',
    'happy-end',
  ],
  fetish: [
    'fetysz-stop',
    'odgrywanie-rol',
    'przebieranki',
    'mundury',
    'bielizna',
    'lateks',
    'skora',
    'rajstopy',
    'szpilki',
    'fetysz-bielizny',
    'voyeuryzm',
    'ekshibicjonizm',
    'face-sitting',
    'fetysz-dloni',
  ],
  dominance: [
    'dominacja',
    'uleglosc',
    'lekka-dominacja',
    'bondage',
    'klapsy',
    'kajdanki',
    'opaska-na-oczy',
    'femdom',
    'zamiana-rol',
    'pegging',
  ],
  shows: [
    'striptiz',
    'taniec-erotyczny',
    'lap-dance',
    'pokazy-online',
    'sex-telefon',
    'sexting',
    'zdjecia-na-zyczenie',
    'filmy-na-zyczenie',
    'sesja-zdjeciowa',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ServiceGroup = keyof typeof SERVICE_GROUPS;
export const SERVICE_GROUP_IDS = Object.keys(SERVICE_GROUPS) as ServiceGroup[];

const groupBySlug = new Map<string, ServiceGroup>(SERVICE_GROUP_IDS.flatMap((g) => SERVICE_GROUPS[g].map((slug) => [slug, g] as const)));

export const serviceGroupOf = (slug: string): ServiceGroup | undefined => groupBySlug.get(slug);

/** The services of each group, in the order of the reference list. */
export const servicesByGroup = (): { group: ServiceGroup; services: Service[] }[] =>
  SERVICE_GROUP_IDS.map((group) => ({ group, services: SERVICES.filter((s) => groupBySlug.get(s.slug) === group) }));
