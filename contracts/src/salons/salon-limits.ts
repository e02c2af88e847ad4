/** The limits of a salon's fields, apart from the schema (./salon-fields.ts) that checks them. */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SALON_LIMITS = {
  nameMin: 3,
  nameMax: 100,
  descriptionMin: 20,
  descriptionMax: 3000,
  streetMax: 120,
  photos: 12,
  masseuses: 30,
} as const;
