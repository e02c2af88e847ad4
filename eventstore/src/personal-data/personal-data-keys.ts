import type { EventStore } from '../event-store';

/**
 * Keys of the vault for data that lives outside the log but must be shredded with a subject all the same (e.g.
 * sealed files): the key of a subject (created on first use), an existing one only, and its erasure.
 */
export interface PersonalDataKeys {
  personalDataKey(subjectId: string): Promise<Buffer>;
  /** Null when the subject has no key (never had one, or it was erased). */
  existingPersonalDataKey(subjectId: string): Promise<Buffer | null>;
  erasePersonalData(subjectId: string): Promise<void>;
}

export const hasPersonalDataKeys = (store: EventStore): store is EventStore & PersonalDataKeys =>
  typeof (store as Partial<PersonalDataKeys>).personalDataKey === 'function' &&
  typeof (store as Partial<PersonalDataKeys>).existingPersonalDataKey === 'function';
