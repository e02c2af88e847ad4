import { Module } from '@nestjs/common';
import { mediaContext } from '../media';
import { RunVerificationHandler } from './commands/verification.handler';
import { VerificationPhotoPurger } from './workers/verification-photo-purger';
import { VerificationPhotoStore } from './files/verification-photo-store';
import { AdminVerificationsController } from './http/admin-verifications.controller';
import { VerificationController } from './http/verification.controller';
import { VERIFICATION_QUERY_HANDLERS } from './queries/verification.queries';

export const CommandHandlers = [RunVerificationHandler];
export const QueryHandlers = VERIFICATION_QUERY_HANDLERS;

@Module({
  // The storage port of photos (MEDIA_STORAGE): verification files live on its private side.
  imports: [mediaContext.module],
  controllers: [VerificationController, AdminVerificationsController],
  providers: [...CommandHandlers, ...QueryHandlers, VerificationPhotoStore, VerificationPhotoPurger],
  exports: [VerificationPhotoStore, VerificationPhotoPurger],
})
export class VerificationModule {}
