import type { ApiContext } from '#api/platform/api-context';
import { AccountsModule } from './accounts.module';

/** The accounts context's public face: what other contexts, the seed and the CLI may use. */
export { createAdministrator } from './create-administrator';
export { RegisterAccountCommand } from './commands/register-account.command';
export { LoginTakenError } from './domain/decide';
export { loginKeyOf } from './login-key';
/** E-mail flows: `AccountEmailService.isEmailConfirmed(accountId)` (injectable anywhere: AccountsModule is global). */
export { AccountEmailService } from './email/account-email.service';
export { mailLinkToken } from './email/mail-link-token';
/** The block one client is counted by in rate limits (an IPv4 address, an IPv6 /64). */
export { addressBlock } from './rate-limits';
/** The pure fold of `account-{id}` (the audit context replays it as of any moment). */
export { evolveAccount, initialAccountState, type AccountState } from './domain/state';

export const accountsContext: ApiContext = { name: 'accounts', module: AccountsModule };
export { RecordPersonalDataViewCommand } from './admin/record-personal-data-view.command';
export { ModerateAccountCommand } from './commands/moderate-account.command';
