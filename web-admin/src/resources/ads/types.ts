import type { AdDetail } from '@anonse/contracts';

/**
 * An ad as the admin API returns it (`contracts` AdDetail). Fields are optional-ish on purpose: the console
 * renders whatever the API sends and never crashes on a field it does not know yet.
 */
export type AdRecord = Omit<AdDetail, 'fields'> & { fields: Partial<AdDetail['fields']> };
