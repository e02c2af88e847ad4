import { Global, Module } from '@nestjs/common';
import { CURRENT_USER_RESOLVER } from '#api/platform/auth/guards';
import { RateLimitModule } from '#api/platform/infra/rate-limit.module';
import { RealtimeModule } from '#api/platform/realtime/realtime.module';
import { mediaContext } from '../media';
import { AuthService } from './auth.service';
import { ChangePasswordHandler } from './commands/change-password.handler';
import { RegisterAccountHandler } from './commands/register-account.handler';
import { AccountsController } from './http/accounts.controller';
import { AdminAccountsController } from './http/admin-accounts.controller';
import { ModerateAccountHandler } from './commands/moderate-account.handler';
import { AdminAccountsReader } from './queries/admin-accounts.reader';
import { PersonalDataViews } from './admin/personal-data-views';
import { RecordPersonalDataViewHandler } from './admin/record-personal-data-view.command';
import { AccountsReader } from './queries/accounts.reader';
import { AuthRateLimits } from './rate-limits';
import { SessionService } from './sessions/session.service';
import { PRIVACY_CONTROLLERS, PRIVACY_PROVIDERS } from './privacy/privacy.providers';
import { EMAIL_CONTROLLERS, EMAIL_EXPORTS, EMAIL_PROVIDERS } from './email/email.providers';

export const CommandHandlers = [RegisterAccountHandler, ChangePasswordHandler, ModerateAccountHandler];
export const QueryHandlers = [];

/** Global for one reason: every context's guards ask it who the caller is (CURRENT_USER_RESOLVER). */
@Global()
@Module({
  // The media context's storage port: the data export's archive holds the person's photos.
  imports: [RateLimitModule, RealtimeModule, mediaContext.module],
  controllers: [AccountsController, AdminAccountsController, ...PRIVACY_CONTROLLERS, ...EMAIL_CONTROLLERS],
  providers: [
    ...CommandHandlers,
    ...QueryHandlers,
    ...PRIVACY_PROVIDERS,
    ...EMAIL_PROVIDERS,
    AuthService,
    SessionService,
    AccountsReader,
    AdminAccountsReader,
    PersonalDataViews,
    RecordPersonalDataViewHandler,
    AuthRateLimits,
    { provide: CURRENT_USER_RESOLVER, useExisting: AuthService },
  ],
  exports: [CURRENT_USER_RESOLVER, ...EMAIL_EXPORTS],
})
export class AccountsModule {}
