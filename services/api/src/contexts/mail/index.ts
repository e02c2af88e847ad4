import type { ApiContext } from '#api/platform/api-context';
import { MailModule } from './mail.module';

/**
 * The mail context: the sender of the outbox the mail reactor (@anonse/projections `mail`) fills, its templates,
 * and the development mailbox.
 */
export { MailWorker } from './workers/mail-worker';
export { MailSender } from './workers/mail-sender';
export { MAIL_RETRY } from './workers/mail-outbox';

export const mailContext: ApiContext = { name: 'mail', module: MailModule };
