import type { ReadModelContext } from '../runner/read-model-context';
import { PHONE_TABLES, phoneMigrations, SMS_NOTICES_TABLES, smsNoticesMigrations } from './phone.migration';
import { createPhoneProjector } from './phone.projector';
import { createSmsNoticesProjector } from './sms-notices.projector';

export * from './phone.projector';
export * from './phone.queries';
export * from './sms-notices.queries';
export type { SmsNoticeTopic } from './sms-notices.projector';
export { phoneMigrations, PHONE_TABLES } from './phone.migration';

export const phoneReadModel: ReadModelContext = {
  name: 'phone',
  migrations: [...phoneMigrations, ...smsNoticesMigrations],
  tables: [...PHONE_TABLES, ...SMS_NOTICES_TABLES],
  projectors: () => [createPhoneProjector(), createSmsNoticesProjector()],
};
