import type { AdFields } from '@anonse/contracts';

/** One valid ad (Warszawa, 300 zł an hour) for the pure deciders' specs. */
export const SAMPLE_AD_FIELDS = {
  title: 'Ala z Mokotowa',
  description: 'Spokojne spotkania, dyskrecja i dobra kawa.',
  category: 'kobieta',
  province: 'mazowieckie',
  city: 'warszawa',
  phone: '600 100 200',
  age: 30,
  languages: [],
  outcalls: 1,
  services: [],
  workingHours: { from: 10, to: 22 },
  prices: { hour: 300 },
  photos: [],
} as unknown as AdFields;
