import { Module } from '@nestjs/common';
import { RateLimitModule } from '../infra/rate-limit.module';
import { AuthService } from './auth.service';
import { RegisterAccountHandler } from './commands/register-account.handler';
import { AccountsController } from './http/accounts.controller';
import { AdminGuard, LoggedInGuard } from './http/guards';
import { AccountsReader } from './queries/accounts.reader';
import { rateLimiterProviders } from './rate-limits';
import { SessionService } from './sessions/session.service';

export const CommandHandlers = [RegisterAccountHandler];
export const QueryHandlers = [];

@Module({
  imports: [RateLimitModule],
  controllers: [AccountsController],
  providers: [...CommandHandlers, ...QueryHandlers, AuthService, SessionService, AccountsReader, LoggedInGuard, AdminGuard, ...rateLimiterProviders],
  exports: [AuthService, AccountsReader, LoggedInGuard, AdminGuard],
})
export class AccountsModule {}
