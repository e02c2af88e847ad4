import type { Shape } from '../../../i18n/shape';
import type { pl } from './pl';

/**
 * Namespace `search` in English (under /en/): the same keys as `pl.ts`, checked by the compiler. Plural keys
 * `_few`/`_many` exist only to keep that shape.
 */
export const en: Shape<typeof pl> = {
  headerSearch: {
    label: 'City or province',
    placeholder: 'Search a city or province…',
    submit: 'Search',
    province: 'province',
    clear: 'Clear the search',
    hint: 'Type at least 3 characters: a city, a province or words to look for, then press Enter.',
  },
  filters: {
    button: 'Filters',
    badge_one: '{{count}} active filter',
    badge_few: '{{count}} active filters',
    badge_many: '{{count}} active filters',
    badge_other: '{{count}} active filters',
    dialogTitle: 'Detailed search',
    title: 'Ad name',
    phone: 'Phone number',
    hour_price: 'Price for 1 hour (PLN)',
    half_hour_price: 'Price for 30 minutes (PLN)',
    quarter_hour_price: 'Price for 15 minutes (PLN)',
    night_price: 'Price for a night (PLN)',
    age: 'Age',
    weight: 'Weight (kg)',
    height: 'Height (cm)',
    breast: 'Breast',
    from: 'from',
    to: 'to',
    outcalls: 'Outcalls',
    any: 'Any',
    services: 'Services',
    verified: 'Verified only',
    province: 'Province',
    city: 'City',
    district: 'District',
    category: 'Category',
    languages: 'Languages',
    workingHours: 'Working hours',
    allProvinces: 'All provinces',
    allCities: 'All cities',
    allDistricts: 'All districts',
    allCategories: 'All categories',
    submit: 'Search',
    close: 'Close',
    clear: 'Clear filters',
  },
  search: {
    heading: 'Search results',
    stats: 'Ranges in the results',
    invalidTitle: 'Invalid search parameters',
    invalidText: 'Some parameters in the address are not valid. Correct them below or start over.',
    verifiedYes: 'Verified',
  },
  seo: {
    searchTitle: 'Search ads | anonse',
    searchDescription: 'Search ads by price, age, services, city and more.',
  },
};
