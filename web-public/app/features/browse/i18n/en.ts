import type { Shape } from '#web/i18n/shape';
import type { pl } from './pl';

export const en: Shape<typeof pl> = {
  family: {
    adList: {
      heading: 'Erotic ads',
      intro: 'Every approved ad from all over Poland. Pick a category, a province or a city to narrow the list.',
      hint: 'Browse by category, city and district.',
    },
    eroticAds: {
      heading: 'Adult ads',
      intro:
        'Adult ads from every category in one place: ladies, gentlemen, couples, trans people, massage, BDSM and shows. An administrator checks each ad before it goes live; choose a city to see offers nearby.',
      hint: 'Every category on a single list.',
    },
    escorts: {
      heading: 'Escorts',
      intro:
        'People offering company: a date, a dinner, an evening out, a trip or a whole night together — the girlfriend experience and meetings where the time spent together is what counts.',
      hint: 'A date, a dinner, a trip or a whole evening for two.',
    },
    massages: {
      heading: 'Erotic massages',
      intro:
        'Ads from the massage category: relaxing, tantric, body-to-body, nuru and more. Each ad says which kinds of massage its author offers; every kind is described on the services pages.',
      hint: 'Relaxing, tantric and other kinds of massage.',
    },
    services: {
      heading: 'Services',
      hint: 'Ads of people who offer this service.',
    },
  },
  title: {
    adList: 'Erotic ads from all over Poland',
    adListPlace: 'Erotic ads in {{place}}',
    category: '{{what}} — erotic ads',
    categoryPlace: '{{what}} in {{place}} — erotic ads',
    eroticAds: 'Adult ads: every listing in one place',
    eroticAdsPlace: 'Adult ads in {{place}}',
    escorts: 'Escorts and companions across Poland',
    escortsPlace: 'Escorts in {{place}}',
    massages: 'Erotic massages across Poland',
    massagesPlace: 'Erotic massages in {{place}}',
    service: '{{what}}: listings offering it',
    servicePlace: '{{what}} in {{place}}: listings offering it',
    serviceIndex: 'Services offered in listings, the full list',
    text: '“{{text}}” — search results',
    page: ' — page {{page}}',
    brand: '{{main}} | anonse',
  },
  description: {
    list_one: '{{heading}}: {{count}} current listing, checked before publication. {{hint}}',
    list_few: '{{heading}}: {{count}} current listings, checked before publication. {{hint}}',
    list_many: '{{heading}}: {{count}} current listings, checked before publication. {{hint}}',
    list_other: '{{heading}}: {{count}} current listings, checked before publication. {{hint}}',
    serviceIndex: 'The services advertisers list in their ads, grouped by theme, each with a short description and the number of ads.',
    text: 'Ads that mention “{{text}}”.',
    page: ' Page {{page}}.',
  },
  text: {
    heading: 'Results for “{{text}}”',
    intro: 'This is not a place or a category we know, so we look for these words in the titles and descriptions of ads.',
    emptyTitle: 'No ads with the words “{{text}}”',
    emptyText: 'Try another word, pick a place from the list or use the search with filters.',
    places: 'Did you mean',
    cities: 'Popular cities',
  },
  empty: {
    title: 'No ads here yet',
    text: 'New ads appear every day. In the meantime, have a look here:',
    wider: 'All ads: {{place}}',
    family: '{{heading}} across Poland',
    all: 'All ads',
    search: 'Search with filters',
  },
  service: {
    withAds: 'Ads offering it',
    more: 'All services',
  },
  groups: {
    companionship: 'Companionship',
    intimacy: 'Intimacy',
    massage: 'Massage',
    fetish: 'Fetishes and role play',
    dominance: 'Dominance and submission',
    shows: 'Shows and remote',
  },
  groupText: {
    companionship:
      'A companionship service: time spent together, not necessarily behind closed doors. Below are the ads whose advertisers ticked “{{name}}”; agree on the details and the price with them directly.',
    intimacy:
      'A service from the intimacy group. Below are the ads whose advertisers list “{{name}}”. Scope, limits and protection are always agreed before a meeting; an ad is no substitute for that conversation.',
    massage:
      'One of the kinds of massage offered in the ads. Below are the listings that mention “{{name}}”; ask the advertiser how it goes, how long it takes and what it costs.',
    fetish:
      'A service from the fetish and role-play group. Below are the ads that tick “{{name}}”. Talk preferences and limits through beforehand, so that both sides know what to expect.',
    dominance:
      'A service from the dominance and submission group. Below are the ads that list “{{name}}”. Limits and a safe word are agreed beforehand, and either side may stop at any moment.',
    shows:
      'A service from the shows and remote group. Below are the ads that tick “{{name}}”; the format, length and payment are agreed with the advertiser.',
  },
  serviceIndex: {
    intro:
      'Advertisers tick the services they offer in their ads. Every service has a page with a short description and its ads; the number next to a name says how many current ads list it.',
    count_one: '{{count}} ad',
    count_few: '{{count}} ads',
    count_many: '{{count}} ads',
    count_other: '{{count}} ads',
  },
  cityTexts: {
    label: 'About the ads in this city',
  },
  crumbs: {
    services: 'Services',
    sitemap: 'Sitemap',
  },
  sitemap: {
    heading: 'Sitemap',
    title: 'Sitemap: every section of the site',
    description: 'The map of the site: provinces, cities, categories, services and information pages in one place.',
    intro: 'Every section of the site in one place. Provinces lead to their cities, and cities to their districts and categories.',
    lists: 'Ad lists',
    categories: 'Categories',
    services: 'Services',
    search: 'Search',
    info: 'Information',
    provinces: 'Provinces',
    regions: 'Cities and districts',
    provincesHeading: 'Map of provinces',
    provincesTitle: 'Map of provinces: ads in every region',
    provincesDescription: 'All 16 provinces with their number of ads and the cities that have listings.',
    provincesIntro: 'Choose a province to see the cities that have ads.',
    provinceHeading: '{{province}} province: map of cities',
    provinceTitle: 'Cities with ads in {{province}} province',
    provinceDescription: 'Cities of {{province}} province that have current ads, with the number of listings.',
    provinceEmpty: 'There are no ads in this province yet.',
    regionsHeading: 'Map of cities',
    regionsTitle: 'Map of cities: ads by city and district',
    regionsDescription: 'Cities with current ads, grouped by province, with their districts and categories.',
    regionsIntro: 'Cities that have current ads. A city page leads to its districts and categories.',
    regionHeading: '{{city}}: map of districts and categories',
    regionTitle: '{{city}}: districts and categories of ads',
    regionDescription: 'Districts and ad categories in {{city}}, with the number of current listings.',
    regionAll: 'All ads: {{city}}',
    districts: 'Districts',
    more: 'More in this city',
    empty: 'No city has ads yet.',
  },
};
