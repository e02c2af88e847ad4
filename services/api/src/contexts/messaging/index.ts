import type { ApiContext } from '#api/platform/api-context';
import { MessagingModule } from './messaging.module';

/**
 * The messaging context (docs/messaging.md): conversations between people, with requests, blocks, recipient
 * settings, a contact and scam filter, limits, live delivery over the account's socket room with a catch-up by
 * position, reports seen by staff only around the reported messages, and each side's words under its own key.
 */
export { emailNoticeUnsubscribeToken } from './email-notice-token';
export { EmailNoticeWorker } from './workers/email-notice.worker';

export const messagingContext: ApiContext = { name: 'messaging', module: MessagingModule };
