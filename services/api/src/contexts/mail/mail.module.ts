import { Module } from '@nestjs/common';
import { DevMailboxController } from './http/dev-mailbox.controller';
import { MailWorker } from './workers/mail-worker';

@Module({
  controllers: [DevMailboxController],
  providers: [MailWorker],
  exports: [MailWorker],
})
export class MailModule {}
