export { KeyVault, SubjectErasedError } from './key-vault';
export { SealingEventStore, ERASED, type PersonalDataPolicy } from './sealing-event-store';
export { isSealed, type SealedValue } from './sealing';
export { canErasePersonalData, type PersonalDataEraser } from './personal-data-eraser';
export { hasPersonalDataKeys, type PersonalDataKeys } from './personal-data-keys';
