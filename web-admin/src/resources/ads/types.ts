import type { AdDetail, AdminAdDetail } from '@anonse/contracts';

/**
 * An ad as the admin API returns it (`contracts` AdDetail in lists, AdminAdDetail for one ad). Fields are
 * optional-ish on purpose: the console renders whatever the API sends and never crashes on a field it does not know yet.
 */
export type AdRecord = Omit<AdDetail, 'fields' | 'pendingFields'> & {
  fields: Partial<AdDetail['fields']>;
  pendingFields?: Partial<AdDetail['fields']> | null;
} & Partial<Pick<AdminAdDetail, 'pendingPhotos' | 'ownerLogin'>>;
