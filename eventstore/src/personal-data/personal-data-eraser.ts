import type { EventStore } from '../event-store';

/**
 * What erasing a person needs from the event store: forget the key of one data subject, so every value sealed
 * under it reads as erased from now on (crypto-shredding). The sealing decorator provides it; the log itself is
 * never touched.
 */
export interface PersonalDataEraser {
  erasePersonalData(subjectId: string): Promise<void>;
}

export const canErasePersonalData = (store: EventStore): store is EventStore & PersonalDataEraser =>
  typeof (store as Partial<PersonalDataEraser>).erasePersonalData === 'function';
