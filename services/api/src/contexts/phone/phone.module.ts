import { Module } from '@nestjs/common';
import type { AppConfig } from '#api/platform/config/config';
import type { KeyedHash } from '#api/platform/infra/secret-key';
import { APP_CONFIG, KEYED_HASH } from '#api/platform/tokens';
import { PHONE_COMMAND_HANDLERS } from './commands/phone.handlers';
import { AdminPhoneWatchController } from './http/admin-phone-watch.controller';
import { AdminPhoneController } from './http/admin-phone.controller';
import { DevSmsController } from './http/dev-sms.controller';
import { PhoneController } from './http/phone.controller';
import { SmsNoticesController } from './http/sms-notices.controller';
import { SmsReportsController } from './http/sms-reports.controller';
import { SMS_PROVIDER } from './sms/sms-provider';
import { smsProviderFor } from './sms/sms-provider.factory';
import { SmsWorker } from './workers/sms.worker';

@Module({
  controllers: [
    PhoneController,
    SmsNoticesController,
    AdminPhoneController,
    AdminPhoneWatchController,
    DevSmsController,
    SmsReportsController,
  ],
  providers: [
    ...PHONE_COMMAND_HANDLERS,
    {
      provide: SMS_PROVIDER,
      useFactory: (config: AppConfig, keyedHash: KeyedHash) => smsProviderFor(config, keyedHash),
      inject: [APP_CONFIG, KEYED_HASH],
    },
    SmsWorker,
  ],
  exports: [SmsWorker],
})
export class PhoneModule {}
