import { SalonFields, type OpeningHours } from '@anonse/contracts';

const weekdays = { closed: false, open: '10:00', close: '22:00' } as const;
export const SAMPLE_HOURS: OpeningHours = [
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  { closed: false, open: '12:00', close: '02:00' },
  { closed: true },
];

/** A valid salon (parsed, so it is what the API would store); `overrides` change single fields. */
export function sampleSalonFields(overrides: Partial<SalonFields> = {}): SalonFields {
  return SalonFields.parse({
    name: 'Studio Lotos',
    city: 'krakow',
    street: 'ul. Przykładowa 1',
    showAddress: true,
    phone: '+48 500 100 200',
    description: 'Spokojne, czyste wnętrza i relaksujący masaż klasyczny w centrum miasta.',
    hours: SAMPLE_HOURS,
    photos: [],
    masseuseAdIds: [],
    ...overrides,
  });
}
