import type { ApiContext } from '../../platform/api-context';
import { MailModule } from './mail.module';

/**
 * The mail context: the sender of the outbox the mail reactor (@anonse/projections `mail`) fills, its templates,
 * and the development mailbox.
 */
export { MailWorker } from './sender/mail-worker';
export { MailSender, mailTransportFor, type MailSenderDeps } from './sender/mail-sender';
export { MAIL_RETRY, retryDelayMs } from './sender/mail-outbox';
export { renderMail } from './templates/render-mail';

export const mailContext: ApiContext = { name: 'mail', module: MailModule };
