import { AccountEmailService } from './account-email.service';
import { AccountEmailHandler } from './commands/account-email.handler';
import { AccountEmailController } from './http/account-email.controller';
import { MailRateLimits } from './mail-rate-limits';

/** The e-mail flows' part of AccountsModule. AccountEmailService is exported: the ads context asks it whether an address is confirmed. */
export const EMAIL_CONTROLLERS = [AccountEmailController];
export const EMAIL_PROVIDERS = [AccountEmailService, AccountEmailHandler, MailRateLimits];
export const EMAIL_EXPORTS = [AccountEmailService];
